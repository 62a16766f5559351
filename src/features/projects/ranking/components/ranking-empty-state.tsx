import Link from "next/link";

/** No open project was viewed or liked in the window (a new site, or a quiet month). */
export function RankingEmptyState({ windowDays }: { windowDays: number }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center" data-testid="ranking-empty">
      <p className="font-bold text-slate-800">まだランキングはありません。</p>
      <p className="mt-2 text-sm text-slate-600">直近{windowDays}日間に閲覧やいいねがあった募集中の案件が、ここに並びます。</p>
      <Link href="/top/projects" className="mt-4 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
        案件を探す
      </Link>
    </div>
  );
}
