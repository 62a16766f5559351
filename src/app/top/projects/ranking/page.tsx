import type { Metadata } from "next";

import { Breadcrumb } from "@/ui/breadcrumb";
import { RankedProjectList } from "@/features/projects/ranking/components/ranked-project-list";
import { RankingEmptyState } from "@/features/projects/ranking/components/ranking-empty-state";
import { getProjectRanking } from "@/features/projects/ranking/project-ranking.service";
import { formatRankingPeriod } from "@/features/projects/ranking/ranking-period";
import { LIKE_WEIGHT, RANKING_SIZE, RANKING_WINDOW_DAYS } from "@/features/projects/ranking/ranking-window";
import { pageMetadata } from "@/lib/page-metadata";
import { getPageContext } from "@/platform/page-context";
import { getRuntime } from "@/platform/runtime";

export const metadata: Metadata = pageMetadata({
  title: "案件ランキング",
  description: `直近${RANKING_WINDOW_DAYS}日間のいいねと閲覧数から、いま注目を集めている募集中のフリーランス案件を${RANKING_SIZE}件紹介します。`,
  path: "/top/projects/ranking",
});

/** 案件ランキング (spec S-RANK-1): the top open projects of the last 30 days. */
export default async function ProjectRankingPage() {
  const [{ actor }, { deps }] = await Promise.all([getPageContext(), getRuntime()]);
  const ranking = await getProjectRanking(deps, actor ?? null);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <Breadcrumb items={[{ label: "トップ", href: "/" }, { label: "案件を探す", href: "/top/projects" }, { label: "案件ランキング" }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">案件ランキング</h1>
      <p className="mt-3 text-sm leading-relaxed text-slate-700 sm:text-base">
        直近{ranking.windowDays}日間（{formatRankingPeriod(ranking.fromDay, ranking.toDay)}）のいいねと閲覧数から、注目を集めている募集中の案件を紹介します。
      </p>
      {/* Each project shows the window's likes beside its like button's all-time count: say which is which. */}
      <p className="mt-1 text-xs text-slate-600">
        いいね1件を閲覧{LIKE_WEIGHT}回分として数えています。「直近{ranking.windowDays}
        日」は集計期間の数、いいねボタンの「累計」は掲載からの合計です。順位は1分ごとに更新されます。
      </p>
      <div className="mt-6">
        {ranking.projects.length > 0 ? (
          <RankedProjectList projects={ranking.projects} windowDays={ranking.windowDays} isSignedIn={Boolean(actor)} />
        ) : (
          <RankingEmptyState windowDays={ranking.windowDays} />
        )}
      </div>
    </div>
  );
}
