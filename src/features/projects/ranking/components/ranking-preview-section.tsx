import { SectionMoreLink } from "../../components/section-more-link";
import type { ProjectRanking } from "../project-ranking.service";
import { RankedProjectList } from "./ranked-project-list";

export const RANKING_PAGE_PATH = "/top/projects/ranking";

/** The top of the ranking on the top page, with the way to the whole list. */
export function RankingPreviewSection({ ranking }: { ranking: ProjectRanking }) {
  return (
    <section aria-labelledby="ranking-heading" className="mx-auto max-w-6xl px-4 py-10" data-testid="ranking-preview">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id="ranking-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
            案件ランキング
          </h2>
          <p className="mt-1 text-sm text-slate-600">直近{ranking.windowDays}日間のいいねと閲覧数で選んだ注目の案件です。</p>
        </div>
        <SectionMoreLink href={RANKING_PAGE_PATH}>ランキングをすべて見る</SectionMoreLink>
      </div>
      <div className="mt-6">
        {ranking.projects.length > 0 ? (
          <RankedProjectList projects={ranking.projects} windowDays={ranking.windowDays} variant="compact" />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600">
            まだランキングはありません。直近{ranking.windowDays}日間に閲覧やいいねがあった募集中の案件が、ここに並びます。
          </p>
        )}
      </div>
    </section>
  );
}
