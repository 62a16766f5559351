import type { Metadata } from "next";
import Link from "next/link";

import { Cell, ConsoleTable, ConsoleTabs } from "@/features/operator-console/components/console-table";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { REPORT_COUNT_CAP, REPORT_TABS, ModerationQueueQuerySchema } from "@/features/operator-console/moderation/console-moderation.schemas";
import { readModerationQueue } from "@/features/operator-console/moderation/console-moderation.service";
import { formatJstDateTime } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { queryValue, type PageQuery } from "@/lib/query-value";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Pagination } from "@/ui/pagination";

const PATH = "/admin/reports";
export const metadata: Metadata = pageMetadata({ title: "通報", description: "ユーザーの通報とチャットの自動検知を確認し、対応します。", path: PATH, noIndex: true });

const hrefOf = (tab: string, page = 1) => `${PATH}?tab=${tab}${page > 1 ? `&page=${page}` : ""}`;

/** 通報 (issue 18): users' 「通報する」 and the chat guard's flags; 未対応 oldest first, with how many reports each target has. */
export default async function ReportQueuePage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const [actor, { deps }, raw] = await Promise.all([requirePageActor("admin", PATH), getRuntime(), searchParams]);
  const parsed = ModerationQueueQuerySchema.safeParse({ tab: queryValue(raw.tab), page: queryValue(raw.page) });
  const queue = await readModerationQueue(deps.db, actor, parsed.success ? parsed.data : {});
  const isCapped = queue.totalCount > REPORT_COUNT_CAP;
  return (
    <ConsolePage title="通報" lead="ユーザーの「通報する」と、チャットの自動検知です。未対応は古い順に並びます。同じ対象への通報は、対応・却下するとまとめて閉じます。">
      <ConsoleTabs label="通報の状態" tabs={Object.entries(REPORT_TABS).map(([key, label]) => ({ href: hrefOf(key), label, isCurrent: key === queue.tab }))} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {isCapped ? `${REPORT_COUNT_CAP.toLocaleString("ja-JP")}件以上` : `${queue.totalCount.toLocaleString("ja-JP")}件`}
      </p>
      <ConsoleTable
        caption="通報の一覧"
        head={["受付日時", "通報元", "対象", "内容", "理由", "未対応の通報"]}
        empty={queue.reports.length === 0 ? "該当する通報はありません。" : undefined}
      >
        {queue.reports.map((report) => (
          <tr key={report.id} data-testid="report-row">
            <Cell className="whitespace-nowrap">
              <Link href={`${PATH}/${report.id}`} className="font-bold text-brand-700 underline">
                {formatJstDateTime(new Date(report.receivedAt))}
              </Link>
              <span className="block text-xs text-slate-500">#{report.id}</span>
            </Cell>
            <Cell>
              {report.source.label}
              {report.source.reporter ? <span className="block text-xs text-slate-600">{report.source.reporter.name}</span> : null}
            </Cell>
            <Cell className="whitespace-nowrap">{report.target.typeLabel}</Cell>
            <Cell className="max-w-[24rem] break-words">{report.target.excerpt}</Cell>
            <Cell>{report.reasonLabel}</Cell>
            <Cell className={report.openReportsOfTarget > 1 ? "font-bold text-rose-700" : ""}>{report.openReportsOfTarget}件</Cell>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={queue.page} totalPages={queue.totalPages} hrefFor={(page) => hrefOf(queue.tab, page)} />
    </ConsolePage>
  );
}
