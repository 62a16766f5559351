import Link from "next/link";

import { formatJstDate } from "@/lib/format-date";

import { CardLikeButton } from "./card-like-button";
import type { ProjectCardData } from "./project-cards";

const MAX_SKILLS_SHOWN = 6;

/**
 * A project in the search results: what a pro scans first (title, budget, how and where they would
 * work) and then the skills and features. Closed projects stay listed but are marked.
 */
export function ProjectResultCard({ project }: { project: ProjectCardData }) {
  return (
    <article className={project.isClosed ? "result-card result-card-closed" : "result-card"} data-testid="project-result">
      <div className="project-meta">
        {project.isClosed ? <span className="rounded bg-slate-600 px-2 py-0.5 font-bold text-white">募集終了</span> : null}
        <span>{project.corporationName}</span>
        <span>掲載日 {formatJstDate(project.createdAt)}</span>
      </div>
      <h3 className="result-title card-title">
        <Link href={`/top/projects/${project.id}`} className="result-link">
          {project.title}
        </Link>
      </h3>
      <p className="card-budget">
        {project.budgetLabel}
        {project.isPerMonth ? <span className="card-unit">／月</span> : null}
      </p>
      <p className="card-work">{project.workStyle}</p>
      {project.skills.length > 0 ? (
        <ul className="card-skills" aria-label="必要なスキル">
          {project.skills.slice(0, MAX_SKILLS_SHOWN).map((skill) => (
            <li key={skill} className="card-skill">
              {skill}
            </li>
          ))}
          {project.skills.length > MAX_SKILLS_SHOWN ? <li className="px-1 py-0.5 text-xs text-slate-500">ほか{project.skills.length - MAX_SKILLS_SHOWN}件</li> : null}
        </ul>
      ) : null}
      <div className="card-foot">
        <ul className="card-tags" aria-label="特徴">
          {project.tags.map((tag) => (
            <li key={tag} className="card-tag">
              {tag}
            </li>
          ))}
        </ul>
        <CardLikeButton project={project} />
      </div>
    </article>
  );
}

/** Placeholder cards while a search is on its way. */
export function ProjectResultSkeleton() {
  return (
    <div className="animate-pulse rounded-lg border border-slate-200 bg-white p-5" aria-hidden="true" data-testid="project-result-skeleton">
      <div className="h-3 w-40 rounded bg-slate-200" />
      <div className="mt-3 h-5 w-3/4 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-28 rounded bg-slate-200" />
      <div className="mt-2 h-3 w-1/2 rounded bg-slate-200" />
      <div className="mt-4 flex gap-2">
        <div className="h-5 w-16 rounded bg-slate-200" />
        <div className="h-5 w-20 rounded bg-slate-200" />
        <div className="h-5 w-14 rounded bg-slate-200" />
      </div>
    </div>
  );
}
