import { formatJstDate } from "@/lib/format-date";

import type { ProjectSummary } from "../project-summary.schemas";

/** The key facts of a project as a definition list that reflows on phones. */
const BUDGET_TERM: Record<ProjectSummary["budgetUnit"], string> = { monthly: "単価（月額）", hourly: "単価（時給）", annual: "給与（年収）" };

type FactsOf = Pick<ProjectSummary, "budgetLabel" | "budgetUnit" | "projectAvailableTime" | "remoteTypeLabel" | "prefecture" | "contractTypeLabel" | "createdAt">;

export function ProjectFacts({ project }: { project: FactsOf }) {
  const facts: [string, string][] = [
    [BUDGET_TERM[project.budgetUnit], project.budgetLabel],
    ["稼働", project.projectAvailableTime?.label ?? "—"],
    ["リモート", project.remoteTypeLabel ?? "—"],
    ["勤務地", project.prefecture?.label ?? "指定なし"],
    ["契約形態", project.contractTypeLabel ?? "—"],
    ["掲載日", formatJstDate(project.createdAt)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term} className="flex gap-4 bg-white px-4 py-3">
          <dt className="w-24 shrink-0 text-sm text-slate-500">{term}</dt>
          <dd className="text-sm font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
