import type { Metadata } from "next";
import Link from "next/link";

import { Cell, ConsoleTable } from "@/features/operator-console/components/console-table";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { formatCappedCount } from "@/features/operator-console/console-capped-count";
import { MailLogQuerySchema, type MailLogQuery } from "@/features/operator-console/mail-log/console-mail-log.schemas";
import { readMailLog } from "@/features/operator-console/mail-log/console-mail-log.service";
import { shortError } from "@/features/operator-console/mail-log/mail-log-text";
import { formatJstDateTime } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { queryValue, type PageQuery } from "@/lib/query-value";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Pagination } from "@/ui/pagination";

const PATH = "/admin/mails";
export const metadata: Metadata = pageMetadata({ title: "メール送信履歴", description: "サイトが送ったメールと、その送信状況です。", path: PATH, noIndex: true });

function hrefOf(query: MailLogQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.to) params.set("to", query.to);
  if (query.subject) params.set("subject", query.subject);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${PATH}?${search}` : PATH;
}

const STATUS_OPTIONS = [
  { value: "", label: "すべて" },
  { value: "sent", label: "送信済" },
  { value: "pending", label: "送信待ち" },
  { value: "failed", label: "失敗" },
];
const STATUS_TONE = { sent: "text-emerald-800", pending: "text-amber-800", failed: "font-bold text-rose-700" };
const fieldClass = "mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm";

/** メール送信履歴 (issue 18): every mail the site wrote, newest first; what failed, and to whom. */
export default async function MailLogPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const [actor, { deps }, raw] = await Promise.all([requirePageActor("admin", PATH), getRuntime(), searchParams]);
  const parsed = MailLogQuerySchema.safeParse({ status: queryValue(raw.status), to: queryValue(raw.to), subject: queryValue(raw.subject), page: queryValue(raw.page) });
  const query = parsed.success ? parsed.data : {};
  const log = await readMailLog(deps.db, actor, query);
  return (
    <ConsolePage title="メール送信履歴" lead="サイトが送信したメールです。新しい順に並びます。失敗したメールは詳細から再送できます。">
      <form
        method="get"
        action={PATH}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="メール送信履歴の絞り込み"
      >
        <label className="text-xs font-bold text-slate-600">
          状態
          <select name="status" defaultValue={query.status ?? ""} className={fieldClass}>
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-bold text-slate-600">
          宛先（完全一致）
          <input name="to" type="email" defaultValue={query.to ?? ""} autoComplete="off" placeholder="user@example.com" className={fieldClass} />
        </label>
        <label className="text-xs font-bold text-slate-600">
          件名（部分一致）
          <input name="subject" defaultValue={query.subject ?? ""} autoComplete="off" className={fieldClass} />
        </label>
        <div className="flex items-end">
          <button type="submit" className="h-10 w-full rounded-md bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700">
            絞り込む
          </button>
        </div>
      </form>
      {parsed.success ? null : <p className="text-sm text-rose-700">絞り込みの条件が正しくないため、すべてのメールを表示しています。</p>}
      <p className="text-sm text-slate-600" aria-live="polite">
        {formatCappedCount({ count: log.totalCount, isCapped: log.isCountCapped })}
      </p>
      <ConsoleTable
        caption="メール送信履歴"
        head={["作成日時", "宛先", "件名", "状態", "送信日時", "最後のエラー"]}
        empty={log.mails.length === 0 ? "該当するメールはありません。" : undefined}
      >
        {log.mails.map((mail) => (
          <tr key={mail.id} data-testid="mail-row">
            <Cell className="whitespace-nowrap">{formatJstDateTime(new Date(mail.createdAt))}</Cell>
            <Cell className="break-all">{mail.to}</Cell>
            <Cell className="max-w-xs">
              <Link href={`${PATH}/${mail.id}`} className="font-bold break-words text-brand-700 underline">
                {mail.subject}
              </Link>
            </Cell>
            <Cell className={`whitespace-nowrap ${STATUS_TONE[mail.status]}`}>{mail.statusLabel}</Cell>
            <Cell className="whitespace-nowrap">{mail.sentAt ? formatJstDateTime(new Date(mail.sentAt)) : "—"}</Cell>
            <Cell className="max-w-xs text-xs break-all text-rose-700">{shortError(mail.lastError) ?? ""}</Cell>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={log.page} totalPages={log.totalPages} hrefFor={(page) => hrefOf(query, page)} />
    </ConsolePage>
  );
}
