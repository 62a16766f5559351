import type { Metadata } from "next";
import Link from "next/link";

import { SentScoutCard } from "@/features/applications/scouts/components/sent-scout-card";
import { ScoutQuotaNote } from "@/features/applications/scouts/components/scout-quota-note";
import { listSentScouts } from "@/features/applications/scouts/scouts.service";
import { SentScoutsQuerySchema } from "@/features/applications/scouts/scouts.schemas";
import { SCOUT_STATUSES, type ScoutStatus } from "@/db/schema";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Pagination } from "@/ui/pagination";

const PATH = "/mypage/order/scouts";
export const metadata: Metadata = pageMetadata({ title: "送ったスカウト", description: "企業から送ったスカウトと、プロの返答を確認します。", path: PATH, noIndex: true });

const TABS: { status: ScoutStatus | null; label: string }[] = [
  { status: null, label: "すべて" },
  { status: "sent", label: "返答待ち" },
  { status: "accepted", label: "承諾" },
  { status: "declined", label: "辞退" },
];

const hrefFor = (status: ScoutStatus | null, page = 1) => {
  const query = new URLSearchParams();
  if (status) query.set("status", status);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${PATH}?${text}` : PATH;
};

/** 送ったスカウト (issue 15): every member's scouts of the current corporation, by status, with the sender's quota. */
export default async function SentScoutsPage({ searchParams }: { searchParams: Promise<{ status?: string | string[]; page?: string | string[] }> }) {
  const [actor, { deps }, raw] = await Promise.all([requirePageActor("orderer", PATH), getRuntime(), searchParams]);
  if (!actor.corporation) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">送ったスカウト</h1>
        <p className="mt-4 text-slate-700">企業アカウントを選択すると、その企業のスカウトが表示されます。</p>
      </div>
    );
  }
  const parsed = SentScoutsQuerySchema.safeParse({ status: SCOUT_STATUSES.includes(raw.status as ScoutStatus) ? raw.status : undefined, page: raw.page });
  const query = parsed.success ? parsed.data : { status: undefined, page: 1 };
  const status = query.status ?? null;
  const list = await listSentScouts(deps.db, actor, status, query.page, deps.now());
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">送ったスカウト</h1>
        <Link href="/top/pros" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-bold text-white hover:bg-brand-700">
          プロを探してスカウトする
        </Link>
      </div>
      <p className="mt-2 text-sm text-slate-600">承諾されたスカウトは、応募者管理の「商談調整中」に追加されます。</p>
      <div className="mt-4">
        <ScoutQuotaNote quota={list.quota} />
      </div>
      <nav aria-label="スカウトの状態" className="mt-6 overflow-x-auto border-b border-slate-200">
        <ul className="flex min-w-max gap-1">
          {TABS.map((tab) => (
            <li key={tab.label}>
              <Link
                href={hrefFor(tab.status)}
                aria-current={tab.status === status ? "page" : undefined}
                className={`inline-block border-b-2 px-4 py-2.5 text-sm font-bold ${
                  tab.status === status ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
                }`}
              >
                {tab.label}
                <span className="ml-1 text-xs font-normal">（{list.counts[tab.status ?? "all"].toLocaleString("ja-JP")}）</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.items.length > 0 ? (
        <ul className="mt-6 space-y-4" data-testid="sent-scouts">
          {list.items.map((scout) => (
            <li key={scout.id}>
              <SentScoutCard scout={scout} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center" data-testid="scouts-empty">
          <p className="font-bold text-slate-800">{status === null ? "まだスカウトを送っていません。" : "この状態のスカウトはありません。"}</p>
          <p className="mt-2 text-sm text-slate-600">プロのプロフィールや検索結果の「スカウトする」から、案件を選んで送れます。</p>
        </div>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={(n) => hrefFor(status, n)} />
    </div>
  );
}
