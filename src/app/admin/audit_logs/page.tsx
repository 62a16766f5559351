import type { Metadata } from "next";

import { AuditEntryDetails } from "@/features/operator-console/components/audit-entry-details";
import { Cell, ConsoleTable } from "@/features/operator-console/components/console-table";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { AuditLogQuerySchema, type AuditLogQuery } from "@/features/operator-console/audit/operator-audit.schemas";
import { listAuditOperators, readAuditLog } from "@/features/operator-console/audit/operator-audit.service";
import { OPERATOR_ACTIONS, OPERATOR_TARGET_LABELS } from "@/features/operator-console/operator-actions";
import { formatJstDateTime } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { queryValue, type PageQuery } from "@/lib/query-value";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

const PATH = "/admin/audit_logs";
export const metadata: Metadata = pageMetadata({ title: "操作履歴", description: "運営の操作の記録です。", path: PATH, noIndex: true });

function hrefOf(query: AuditLogQuery, before: number): string {
  const params = new URLSearchParams();
  if (query.action) params.set("action", query.action);
  if (query.targetType) params.set("targetType", query.targetType);
  if (query.targetId) params.set("targetId", query.targetId);
  if (query.operatorId) params.set("operatorId", String(query.operatorId));
  params.set("before", String(before));
  return `${PATH}?${params}`;
}

const selectClass = "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

/** 操作履歴 (issue 18): every console action with who, when, what, before and after; read-only. */
export default async function AuditLogPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const [actor, { deps }, raw] = await Promise.all([requirePageActor("admin", PATH), getRuntime(), searchParams]);
  const parsed = AuditLogQuerySchema.safeParse({
    action: queryValue(raw.action),
    targetType: queryValue(raw.targetType),
    targetId: queryValue(raw.targetId),
    operatorId: queryValue(raw.operatorId),
    before: queryValue(raw.before),
  });
  const query = parsed.success ? parsed.data : {};
  const [log, operators] = await Promise.all([readAuditLog(deps.db, actor, query), listAuditOperators(deps.db, actor)]);
  return (
    <ConsolePage title="操作履歴" lead="運営が行ったすべての操作の記録です。記録は変更・削除できません。">
      <form
        method="get"
        action={PATH}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        aria-label="操作履歴の絞り込み"
      >
        <label className="text-xs font-bold text-slate-600">
          操作
          <select name="action" defaultValue={query.action ?? ""} className={selectClass}>
            <option value="">すべて</option>
            {Object.entries(OPERATOR_ACTIONS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-bold text-slate-600">
          対象
          <select name="targetType" defaultValue={query.targetType ?? ""} className={selectClass}>
            <option value="">すべて</option>
            {Object.entries(OPERATOR_TARGET_LABELS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-bold text-slate-600">
          対象ID
          <input name="targetId" inputMode="numeric" defaultValue={query.targetId ?? ""} className={selectClass} />
        </label>
        <label className="text-xs font-bold text-slate-600">
          操作者
          <select name="operatorId" defaultValue={query.operatorId ? String(query.operatorId) : ""} className={selectClass}>
            <option value="">すべて</option>
            {operators.map((operator) => (
              <option key={operator.id} value={operator.id}>
                {operator.name}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end">
          <button type="submit" className="h-10 w-full rounded-md bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700">
            絞り込む
          </button>
        </div>
      </form>
      {parsed.success ? null : <p className="text-sm text-rose-700">絞り込みの条件が正しくないため、すべての操作を表示しています。</p>}
      <ConsoleTable caption="操作履歴" head={["日時", "操作者", "操作", "対象", "内容"]} empty={log.entries.length === 0 ? "該当する操作はありません。" : undefined}>
        {log.entries.map((entry) => (
          <tr key={entry.id} data-testid="audit-entry">
            <Cell className="whitespace-nowrap">{formatJstDateTime(new Date(entry.createdAt))}</Cell>
            <Cell>{entry.operator.name}</Cell>
            <Cell className="font-bold">{entry.actionLabel}</Cell>
            <Cell className="whitespace-nowrap">
              {/* A site-wide action (全ユーザーをログアウト) has no one target to number. */}
              {entry.targetLabel}
              {/^\d+$/.test(entry.targetId) ? ` #${entry.targetId}` : ""}
            </Cell>
            <Cell>
              <AuditEntryDetails entry={entry} />
            </Cell>
          </tr>
        ))}
      </ConsoleTable>
      {log.nextBefore ? (
        <a href={hrefOf(query, log.nextBefore)} className="inline-block text-sm font-bold text-brand-700 underline">
          さらに古い操作を見る
        </a>
      ) : null}
    </ConsolePage>
  );
}
