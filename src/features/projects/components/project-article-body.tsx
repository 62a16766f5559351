import Link from "next/link";

import { splitParagraphs } from "@/lib/plain-text";
import { landingPath } from "@/platform/search/search-location";
import { LinkifiedText } from "@/ui/linkified-text";

import type { ProjectDetail } from "../detail/project-detail.schemas";
import { PROJECT_SEARCH } from "../project-search.definition";
import { ProjectFacts } from "./project-facts";
import { ProjectPostingFacts } from "./project-posting-facts";

const chipClass = "inline-block rounded-full border border-slate-200 bg-white px-3 py-1 text-xs text-slate-700 hover:border-brand-600 hover:text-brand-700";

/** What the project body shows; the posting form's live preview builds the same shape from the form. */
export type ProjectArticle = Pick<
  ProjectDetail,
  | "title"
  | "detail"
  | "professions"
  | "requiredSkills"
  | "welcomeSkills"
  | "tags"
  | "openings"
  | "startsOn"
  | "applicationClosesOn"
  | "screeningSteps"
  | "minHoursPerWeek"
  | "budgetLabel"
  | "budgetUnit"
  | "projectAvailableTime"
  | "remoteTypeLabel"
  | "prefecture"
  | "contractTypeLabel"
  | "createdAt"
>;

/**
 * The public project page's body — title, facts, conditions, posting details and the description
 * with its links clickable (plain text, never HTML) — shared by the page and the form's preview.
 */
export function ProjectArticleBody({ project, headingLevel = 1 }: { project: ProjectArticle; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  // The body's own headings sit one level under the title, so the outline descends without a gap
  // (Lighthouse heading-order): h1 › h2 on the page, h2 › h3 in the form's preview.
  const subheadingLevel = headingLevel === 1 ? 2 : 3;
  const Subheading = subheadingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <Heading className="mt-3 break-words text-2xl font-bold leading-snug text-slate-900 sm:text-3xl">{project.title}</Heading>
      <div className="mt-6">
        <ProjectFacts project={project} />
      </div>
      <div className="mt-6 flex flex-wrap gap-2">
        {project.professions.map((p) => (
          <Link key={`p${p.id}`} href={landingPath(PROJECT_SEARCH, "profession", p.id)} className={chipClass}>
            {p.label}
          </Link>
        ))}
        {project.requiredSkills.map((s) => (
          <Link key={`s${s.id}`} href={landingPath(PROJECT_SEARCH, "skill", s.label)} className={chipClass}>
            {s.label}
          </Link>
        ))}
        {project.tags.map((t) => (
          <Link key={`t${t.id}`} href={landingPath(PROJECT_SEARCH, "tag", t.id)} className={chipClass}>
            #{t.label}
          </Link>
        ))}
      </div>
      <ProjectPostingFacts project={project} headingLevel={subheadingLevel} />
      <section className="mt-8">
        <Subheading className="text-lg font-bold text-slate-900">案件の詳細</Subheading>
        <div className="mt-3 space-y-4 break-words leading-relaxed text-slate-800" data-testid="project-description">
          {splitParagraphs(project.detail).map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              <LinkifiedText text={paragraph} />
            </p>
          ))}
        </div>
      </section>
    </>
  );
}
