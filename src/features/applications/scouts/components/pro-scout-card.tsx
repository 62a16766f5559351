import Link from "next/link";

import { formatJstDate } from "@/lib/format-date";

import type { ProScout } from "../scouts.schemas";
import { DeclineNote, ScoutStatusBadge } from "./scout-status";
import { ScoutAnswerButtons } from "./scout-answer-buttons";

/** One scout in the pro's 案件管理: who wrote, about what, whether it fits what the pro asked for, and the answer. */
export function ProScoutCard({ scout }: { scout: ProScout }) {
  const { project } = scout;
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5" data-testid="pro-scout">
      <div className="flex flex-wrap items-center gap-2">
        <ScoutStatusBadge status={scout.status} label={scout.statusLabel} />
        {scout.matchesConditions ? (
          <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-bold text-green-800 ring-1 ring-green-200">条件に合う</span>
        ) : null}
        {project.isClosed ? <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-600">募集終了</span> : null}
        <span className="ml-auto text-xs text-slate-500">受信日 {formatJstDate(scout.sentAt)}</span>
      </div>
      <h3 className="mt-2 font-bold text-slate-900">
        <Link href={project.path} className="hover:underline">
          {project.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {project.corporationName}・{project.budgetLabel}
        {project.remoteTypeLabel ? `・${project.remoteTypeLabel}` : ""}
      </p>
      {scout.differences.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="希望条件との違い">
          {scout.differences.map((difference) => (
            <li key={difference} className="rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-900 ring-1 ring-amber-200">
              {difference}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800">{scout.message}</p>
      <DeclineNote scout={scout} />
      {scout.status === "accepted" ? (
        <p className="mt-2 text-sm text-slate-700">承諾しました。企業が商談の日程を調整しています。進み具合は「応募中」の一覧で確認できます。</p>
      ) : null}
      {scout.status === "sent" && !project.isClosed ? (
        <div className="mt-3">
          <ScoutAnswerButtons scoutId={scout.id} corporationName={project.corporationName} />
        </div>
      ) : null}
    </article>
  );
}
