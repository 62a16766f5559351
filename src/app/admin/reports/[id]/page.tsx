import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ConsolePage } from "@/features/operator-console/components/console-page";
import { Cell, ConsoleTable } from "@/features/operator-console/components/console-table";
import { ReportDecisionPanel } from "@/features/operator-console/moderation/components/report-decision-panel";
import { ReportTargetView } from "@/features/operator-console/moderation/components/report-target-view";
import { readModerationReport } from "@/features/operator-console/moderation/console-moderation.service";
import { formatJstDateTime } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return pageMetadata({ title: "通報の確認", description: "通報された内容と、同じ対象への通報を確認して対応します。", path: `/admin/reports/${id}`, noIndex: true });
}

function reportOrNotFound(...args: Parameters<typeof readModerationReport>) {
  return orPageNotFound(readModerationReport(...args));
}

const at = (iso: string | null) => (iso ? formatJstDateTime(new Date(iso)) : "—");

/** One report (issue 18): the target whole, every report on it, and 対応する / 却下 while any is open. */
export default async function ReportPage({ params }: { params: Params }) {
  const { id: rawId } = await params;
  const [actor, { deps }] = await Promise.all([requirePageActor("admin", `/admin/reports/${rawId}`), getRuntime()]);
  const id = parsePositiveId(rawId) ?? notFound();
  const view = await reportOrNotFound(deps.db, actor, id);
  const { report, target } = view;
  return (
    <ConsolePage title={`通報 #${report.id}（${target.typeLabel}）`} parent={{ label: "通報", href: "/admin/reports" }}>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-5 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-bold text-slate-600">状態</dt>
        <dd data-testid="report-status">{report.statusLabel}</dd>
        <dt className="font-bold text-slate-600">受付日時</dt>
        <dd>{at(report.receivedAt)}</dd>
        <dt className="font-bold text-slate-600">通報元</dt>
        <dd>
          {report.source.label}
          {report.source.reporter ? `（${report.source.reporter.name}）` : ""}
        </dd>
        <dt className="font-bold text-slate-600">理由</dt>
        <dd>{report.reasonLabel}</dd>
      </dl>
      <section aria-labelledby="target-heading" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="target-heading" className="mb-3 font-bold text-slate-900">
          通報された{target.typeLabel}
        </h2>
        <ReportTargetView target={view.detail} />
      </section>
      <ReportDecisionPanel reportId={report.id} measures={view.measures} openCount={view.openReportsOfTarget} />
      <section aria-labelledby="reports-heading" className="space-y-3">
        <h2 id="reports-heading" className="font-bold text-slate-900">
          この{target.typeLabel}への通報（{view.reportsOfTarget.length}件・未対応 {view.openReportsOfTarget}件）
        </h2>
        <ConsoleTable caption={`この${target.typeLabel}への通報`} head={["受付日時", "通報元", "理由", "詳細", "状態"]}>
          {view.reportsOfTarget.map((entry) => (
            <tr key={entry.id} aria-current={entry.id === report.id ? "true" : undefined} className="aria-[current=true]:bg-brand-50">
              <Cell className="whitespace-nowrap">{at(entry.receivedAt)}</Cell>
              <Cell>
                {entry.source.label}
                {entry.source.reporter ? <span className="block text-xs text-slate-600">{entry.source.reporter.name}</span> : null}
              </Cell>
              <Cell>{entry.reasonLabel}</Cell>
              <Cell className="max-w-[24rem] break-words whitespace-pre-wrap">{entry.details || "—"}</Cell>
              <Cell>
                {entry.statusLabel}
                {entry.decidedAt ? (
                  <span className="block text-xs text-slate-600">{`${at(entry.decidedAt)}${entry.decidedByName ? `・${entry.decidedByName}` : ""}`}</span>
                ) : null}
                {entry.decisionNote ? <span className="block text-xs break-words whitespace-pre-wrap text-slate-700">{entry.decisionNote}</span> : null}
              </Cell>
            </tr>
          ))}
        </ConsoleTable>
      </section>
    </ConsolePage>
  );
}
