import Link from "next/link";

import type { ProjectSummary } from "../project-summary.schemas";

/** A project in a list: title, company, budget and the main conditions. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  return (
    <Link href={`/top/projects/${project.id}`} className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600">
      <p className="text-xs text-slate-500">{project.corporation.name}</p>
      <p className="phrase-title mt-1 line-clamp-2 font-bold text-slate-900">{project.title}</p>
      <p className="mt-2 text-sm font-bold text-brand-700">{project.budgetLabel}</p>
      <p className="mt-1 text-xs text-slate-600">
        {[project.remoteTypeLabel, project.projectAvailableTime?.label, project.prefecture?.label].filter(Boolean).join("・")}
      </p>
    </Link>
  );
}
