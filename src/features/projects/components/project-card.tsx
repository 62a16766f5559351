import Link from "next/link";

import type { ProjectSummary } from "../project-summary.schemas";

/**
 * A project in a list: title, company, budget and the main conditions. Short component classes
 * (globals.css): the ranking shows twenty, each in the HTML twice (markup and flight data).
 */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  return (
    <Link href={`/top/projects/${project.id}`} className="project-card">
      <p className="project-card-corp">{project.corporation.name}</p>
      <p className="phrase-title project-card-title">{project.title}</p>
      <p className="project-card-budget">{project.budgetLabel}</p>
      <p className="project-card-work">{[project.remoteTypeLabel, project.projectAvailableTime?.label, project.prefecture?.label].filter(Boolean).join("・")}</p>
    </Link>
  );
}
