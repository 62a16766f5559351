import type { Metadata } from "next";
import Link from "next/link";

import { Cell, ConsoleTable, ConsoleTabs } from "@/features/operator-console/components/console-table";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { formatCappedCount } from "@/features/operator-console/console-capped-count";
import { INQUIRY_TAB_LABELS, INQUIRY_TABS, InquiryInboxQuerySchema, type InquiryTab } from "@/features/operator-console/inquiries/console-inquiries.schemas";
import { readInquiryInbox } from "@/features/operator-console/inquiries/console-inquiries.service";
import { formatJstDateTime } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { queryValue, type PageQuery } from "@/lib/query-value";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Pagination } from "@/ui/pagination";

const PATH = "/admin/inquiries";
export const metadata: Metadata = pageMetadata({ title: "問い合わせ", description: "お問い合わせフォームから届いた問い合わせに対応します。", path: PATH, noIndex: true });

const hrefOf = (tab: InquiryTab, page = 1) => `${PATH}?tab=${tab}${page > 1 ? `&page=${page}` : ""}`;

const STATUS_TONE = {
  new: "bg-rose-50 text-rose-800 ring-rose-200",
  in_progress: "bg-amber-50 text-amber-800 ring-amber-200",
  done: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** 問い合わせ (issue 18): the inbox of /contact/new by status, newest first. */
export default async function InquiryInboxPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const [actor, { deps }, raw] = await Promise.all([requirePageActor("admin", PATH), getRuntime(), searchParams]);
  const parsed = InquiryInboxQuerySchema.safeParse({ tab: queryValue(raw.tab), page: queryValue(raw.page) });
  const query = parsed.success ? parsed.data : {};
  const tab = query.tab ?? "new";
  const inbox = await readInquiryInbox(deps.db, actor, query);
  return (
    <ConsolePage title="問い合わせ" lead="お問い合わせフォームから届いた問い合わせです。新しい順に並びます。">
      <ConsoleTabs label="問い合わせの状態" tabs={INQUIRY_TABS.map((key) => ({ href: hrefOf(key), label: INQUIRY_TAB_LABELS[key], isCurrent: key === tab }))} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {formatCappedCount({ count: inbox.totalCount, isCapped: inbox.isCountCapped })}
      </p>
      <ConsoleTable
        caption="問い合わせの一覧"
        head={["受信日時", "種別", "お名前", "会社名", "メールアドレス", "内容", "状態"]}
        empty={inbox.inquiries.length === 0 ? "該当する問い合わせはありません。" : undefined}
      >
        {inbox.inquiries.map((inquiry) => (
          <tr key={inquiry.id} data-testid="inquiry-row">
            <Cell className="whitespace-nowrap">
              {formatJstDateTime(new Date(inquiry.receivedAt))}
              <span className="block text-xs text-slate-500">受付番号 {inquiry.id}</span>
            </Cell>
            <Cell className="whitespace-nowrap">{inquiry.categoryLabel}</Cell>
            <Cell className="break-words">{inquiry.name}</Cell>
            <Cell className="break-words">{inquiry.companyName ?? "—"}</Cell>
            <Cell className="break-all">{inquiry.email}</Cell>
            <Cell className="max-w-xs">
              <Link href={`${PATH}/${inquiry.id}`} className="font-bold break-words text-brand-700 underline">
                {inquiry.firstLine || "（本文なし）"}
              </Link>
            </Cell>
            <Cell>
              <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset ${STATUS_TONE[inquiry.status]}`}>
                {inquiry.statusLabel}
              </span>
            </Cell>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={inbox.page} totalPages={inbox.totalPages} hrefFor={(page) => hrefOf(tab, page)} />
    </ConsolePage>
  );
}
