import Link from "next/link";

import type { ProjectSummary } from "../project-summary.schemas";
import { ProjectCard } from "./project-card";
import { SectionMoreLink } from "./section-more-link";

/** The latest open projects on the top page, with a link to the same search in full. */
export function NewestProjectsSection({ projects, moreHref }: { projects: ProjectSummary[]; moreHref: string }) {
  return (
    <section aria-labelledby="newest-projects-heading" className="mx-auto max-w-6xl px-4 py-10" data-testid="newest-projects">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <h2 id="newest-projects-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
          新着案件
        </h2>
        <SectionMoreLink href={moreHref}>新着案件をもっと見る</SectionMoreLink>
      </div>
      {projects.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600">
          募集中の案件はまだありません。
          <Link href="/business" className="ml-1 font-bold text-brand-700 underline">
            案件を掲載する
          </Link>
        </p>
      )}
    </section>
  );
}
