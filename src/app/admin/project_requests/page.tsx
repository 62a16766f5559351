import type { Metadata } from "next";
import Link from "next/link";

import { Cell, ConsoleTable, ConsoleTabs } from "@/features/operator-console/components/console-table";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { RequestQueueQuerySchema } from "@/features/operator-console/requests/console-requests.schemas";
import { readRequestQueue } from "@/features/operator-console/requests/console-requests.service";
import { formatJstDate } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { queryValue, type PageQuery } from "@/lib/query-value";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Pagination } from "@/ui/pagination";

const PATH = "/admin/project_requests";
export const metadata: Metadata = pageMetadata({ title: "掲載依頼", description: "フリープランの企業からの案件掲載の依頼を審査します。", path: PATH, noIndex: true });

const TABS = [
  { key: "waiting", label: "審査待ち" },
  { key: "rejected", label: "差し戻し" },
  { key: "published", label: "掲載済" },
] as const;

const hrefOf = (tab: string, page = 1) => `${PATH}?tab=${tab}${page > 1 ? `&page=${page}` : ""}`;

/** 掲載依頼 (issue 18): the free plan's requests; the waiting ones oldest first, with how long each has waited. */
export default async function RequestQueuePage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const [actor, { deps }, raw] = await Promise.all([requirePageActor("admin", PATH), getRuntime(), searchParams]);
  const parsed = RequestQueueQuerySchema.safeParse({ tab: queryValue(raw.tab), page: queryValue(raw.page) });
  const query = parsed.success ? parsed.data : {};
  const tab = query.tab ?? "waiting";
  const queue = await readRequestQueue(deps.db, actor, query, deps.now());
  return (
    <ConsolePage title="掲載依頼" lead="フリープランの企業から届いた案件掲載の依頼です。審査待ちは古い順に並びます。">
      <ConsoleTabs label="依頼の状態" tabs={TABS.map((t) => ({ href: hrefOf(t.key), label: t.label, isCurrent: t.key === tab }))} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {queue.totalCount.toLocaleString("ja-JP")}件
      </p>
      <ConsoleTable
        caption="掲載依頼の一覧"
        head={["依頼", "企業", "依頼者", "状態", tab === "waiting" ? "待ち日数" : "申請日"]}
        empty={queue.requests.length === 0 ? "該当する依頼はありません。" : undefined}
      >
        {queue.requests.map((request) => (
          <tr key={request.id}>
            <Cell>
              <Link href={`${PATH}/${request.id}`} className="font-bold text-brand-700 underline">
                {request.title}
              </Link>
              <span className="block text-xs text-slate-500">#{request.id}</span>
            </Cell>
            <Cell>{request.corporation.name}</Cell>
            <Cell>{request.requester.name}</Cell>
            <Cell>{request.statusLabel}</Cell>
            <Cell className={tab === "waiting" && request.waitingDays >= 2 ? "font-bold text-rose-700" : ""}>
              {tab === "waiting" ? `${request.waitingDays}日` : formatJstDate(request.submittedAt)}
            </Cell>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={queue.page} totalPages={queue.totalPages} hrefFor={(page) => hrefOf(tab, page)} />
    </ConsolePage>
  );
}
