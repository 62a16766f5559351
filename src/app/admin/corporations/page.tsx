import type { Metadata } from "next";
import Link from "next/link";

import { Cell, ConsoleTable } from "@/features/operator-console/components/console-table";
import { ConsolePage } from "@/features/operator-console/components/console-page";
import { ConsoleCorporationQuerySchema, type ConsoleCorporationQuery } from "@/features/operator-console/corporations/console-corporations.schemas";
import { readConsoleCorporations } from "@/features/operator-console/corporations/console-corporations.service";
import { formatJstDate } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { queryValue, type PageQuery } from "@/lib/query-value";
import { PLAN_NAMES } from "@/platform/actor/plan-policy";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Pagination } from "@/ui/pagination";

const PATH = "/admin/corporations";
export const metadata: Metadata = pageMetadata({ title: "企業", description: "企業アカウントと契約プランです。", path: PATH, noIndex: true });

function hrefOf(query: ConsoleCorporationQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.plan) params.set("plan", query.plan);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${PATH}?${text}` : PATH;
}

const fieldClass = "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

/** 企業 (issue 18): every corporation newest first, by name or id and plan. */
export default async function CorporationsPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const [actor, { deps }, raw] = await Promise.all([requirePageActor("admin", PATH), getRuntime(), searchParams]);
  const parsed = ConsoleCorporationQuerySchema.safeParse({ q: queryValue(raw.q), plan: queryValue(raw.plan), page: queryValue(raw.page) });
  const query = parsed.success ? parsed.data : {};
  const list = await readConsoleCorporations(deps.db, actor, query);
  return (
    <ConsolePage title="企業" lead="企業アカウントの一覧です。プランの変更は各企業のページから行います。">
      <form method="get" action={PATH} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_12rem_8rem]" aria-label="企業の絞り込み">
        <label className="text-xs font-bold text-slate-600">
          企業名またはID
          <input name="q" defaultValue={query.q ?? ""} className={fieldClass} />
        </label>
        <label className="text-xs font-bold text-slate-600">
          プラン
          <select name="plan" defaultValue={query.plan ?? ""} className={fieldClass}>
            <option value="">すべて</option>
            {Object.entries(PLAN_NAMES).map(([plan, name]) => (
              <option key={plan} value={plan}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end">
          <button type="submit" className="h-10 w-full rounded-md bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700">
            検索
          </button>
        </div>
      </form>
      <p className="text-sm text-slate-600">
        {list.totalCount.toLocaleString("ja-JP")}
        {list.isTotalCapped ? "件以上" : "件"}
      </p>
      <ConsoleTable
        caption="企業の一覧"
        head={["企業", "プラン", "利用開始日", "メンバー", "登録日"]}
        empty={list.corporations.length === 0 ? "該当する企業はありません。" : undefined}
      >
        {list.corporations.map((corporation) => (
          <tr key={corporation.id}>
            <Cell>
              <Link href={`${PATH}/${corporation.id}`} className="font-bold text-brand-700 underline">
                {corporation.name}
              </Link>
              <span className="block text-xs text-slate-500">#{corporation.id}</span>
            </Cell>
            <Cell>{corporation.planName}</Cell>
            <Cell>{corporation.planStartedOn ? formatJstDate(`${corporation.planStartedOn}T00:00:00+09:00`) : "—"}</Cell>
            <Cell>{corporation.memberCount}人</Cell>
            <Cell className="whitespace-nowrap">{formatJstDate(corporation.createdAt)}</Cell>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={(page) => hrefOf(query, page)} />
    </ConsolePage>
  );
}
