import type { Metadata } from "next";
import Link from "next/link";

import { FreeWordSearchForm } from "@/features/projects/components/free-word-search-form";
import { NewestProjectsSection } from "@/features/projects/components/newest-projects-section";
import { PopularConditionsSection } from "@/features/projects/components/popular-conditions-section";
import { RankingPreviewSection } from "@/features/projects/ranking/components/ranking-preview-section";
import { getTopPageProjects, NEWEST_OPEN_PROJECTS_QUERY } from "@/features/projects/top-page-projects";
import { pageMetadata } from "@/lib/page-metadata";
import { getPageUser } from "@/features/users/page-user";
import { getRuntime } from "@/platform/runtime";

export const metadata: Metadata = pageMetadata({ path: "/" });

const PROMISES = [
  { title: "仲介手数料0円", body: "企業とプロが直接契約。報酬から手数料が引かれることはありません。" },
  { title: "最短1日で商談", body: "気になる案件に応募すれば、チャットでそのまま日程調整。翌日には商談できます。" },
  { title: "プロは完全無料", body: "登録から案件探し、応募、受注まで。プロの利用料は一切かかりません。" },
  { title: "実名のプロだけ", body: "プロは実名で登録。企業は安心して、信頼できる相手と話を進められます。" },
];

/**
 * The top page: the promise, a free-word search, shortcuts to popular conditions, the newest open
 * projects and the ranking's top five — all rendered on the server from cached or index-walking reads.
 */
export default async function HomePage() {
  const [user, { deps }] = await Promise.all([getPageUser(), getRuntime()]);
  const projects = await getTopPageProjects(deps, user ? { userId: user.id } : null);
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-bold text-brand-700">フリーランスのITプロと企業をつなぐ</p>
          <h1 className="mt-3 text-3xl font-bold leading-tight text-slate-900 sm:text-5xl">
            いい仕事に、
            <br className="sm:hidden" />
            まっすぐ架ける橋。
          </h1>
          <p className="mt-5 max-w-2xl text-base text-slate-700 sm:text-lg">
            かけはしは、エンジニア・デザイナー・PM などのプロと、業務委託の案件を直接つなぐマッチングサービスです。
          </p>
          <div className="mt-8">
            <FreeWordSearchForm />
          </div>
          {user ? (
            <div className="mt-8 max-w-xl rounded-lg border border-slate-200 bg-white p-5" data-testid="welcome-card">
              <p className="font-bold text-slate-900">
                おかえりなさい、{user.lastName} {user.firstName} さん
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {user.isOrderer && user.currentCorporation
                  ? `「${user.currentCorporation.name}」の企業アカウントで利用中です。`
                  : user.isPro
                    ? "プロとしてログインしています。"
                    : "運営アカウントでログインしています。"}
              </p>
            </div>
          ) : (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link href="/signup/pro" className="rounded-md bg-brand-600 px-6 py-3 text-center font-bold text-white hover:bg-brand-700">
                プロとして無料登録
              </Link>
              <Link href="/signup/orderer" className="rounded-md border border-brand-600 bg-white px-6 py-3 text-center font-bold text-brand-700 hover:bg-brand-50">
                企業として案件を掲載
              </Link>
            </div>
          )}
        </div>
      </section>
      <section aria-labelledby="promises-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="promises-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
          かけはしの約束
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="rounded-lg border border-slate-200 bg-white p-5">
              <h3 className="text-lg font-bold text-brand-700">{promise.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{promise.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <PopularConditionsSection groups={projects.popularConditions} />
      <NewestProjectsSection projects={projects.newest} moreHref={`/top/projects?${NEWEST_OPEN_PROJECTS_QUERY}`} />
      <RankingPreviewSection ranking={projects.ranking} />
    </div>
  );
}
