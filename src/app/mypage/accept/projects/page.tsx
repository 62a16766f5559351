import type { Metadata } from "next";
import Link from "next/link";

import { Pagination } from "@/ui/pagination";
import { ProjectCard } from "@/features/projects/components/project-card";
import { listProjectsLikedBy } from "@/features/projects/likes/project-likes.service";
import { parsePageNumber } from "@/lib/page-number";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

const DESCRIPTION = "いいねした案件・応募した案件・商談中の案件をまとめて管理するページです。";

export const metadata: Metadata = pageMetadata({ title: "案件管理", description: DESCRIPTION, path: "/mypage/accept/projects", noIndex: true });

/** 案件管理: the liked projects now (spec S-LIKE-1); applications join them with the applications work. */
export default async function ProjectManagementPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const [actor, { deps }, { page }] = await Promise.all([requirePageActor("member", "/mypage/accept/projects"), getRuntime(), searchParams]);
  const liked = await listProjectsLikedBy(deps.db, actor, parsePageNumber(page));
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">案件管理</h1>
      <p className="mt-2 text-sm text-slate-600">応募した案件と商談中の案件の管理は準備中です。いいねした案件はここから見返せます。</p>
      <section aria-labelledby="liked-projects" className="mt-8">
        <h2 id="liked-projects" className="text-lg font-bold text-slate-900">
          いいねした案件（{liked.totalCount.toLocaleString("ja-JP")}件）
        </h2>
        {liked.projects.length > 0 ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="liked-projects">
            {liked.projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <p className="font-bold text-slate-800">いいねした案件はまだありません。</p>
            <p className="mt-2 text-sm text-slate-600">気になる案件の「いいね」を押すと、ここに並びます。</p>
            <Link href="/top/projects" className="mt-4 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
              案件を探す
            </Link>
          </div>
        )}
        <Pagination page={liked.page} totalPages={liked.totalPages} hrefFor={(n) => (n === 1 ? "/mypage/accept/projects" : `/mypage/accept/projects?page=${n}`)} />
      </section>
    </div>
  );
}
