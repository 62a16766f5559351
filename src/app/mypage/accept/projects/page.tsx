import type { Metadata } from "next";

import { ProApplicationCard } from "@/features/applications/components/pro-application-card";
import { countMyScouts, listMyScouts } from "@/features/applications/scouts/scout-answers.service";
import { countMyApplications, listMyApplications } from "@/features/applications/applications.service";
import { meetingLabelsOfApplications } from "@/features/chat/meetings/meeting-reads.service";
import { NotificationsLink } from "@/features/notifications/components/notifications-link";
import { unreadNotificationCount } from "@/features/notifications/notifications.service";
import { ProjectCard } from "@/features/projects/components/project-card";
import { countProjectsLikedBy, listProjectsLikedBy } from "@/features/projects/likes/project-likes.service";
import { parsePageNumber } from "@/lib/page-number";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";
import { Pagination } from "@/ui/pagination";

import { EmptyState } from "./_parts/empty-state";
import { ScoutsTab } from "./_parts/scouts-tab";
import { ManagementTabs, tabHref, type ManagementTab } from "./_parts/tabs";

const DESCRIPTION = "応募した案件・届いたスカウト・商談中の案件・いいねした案件をまとめて管理するページです。";

export const metadata: Metadata = pageMetadata({ title: "案件管理", description: DESCRIPTION, path: "/mypage/accept/projects", noIndex: true });

const APPLICATION_TABS = { applied: "active", deals: "deals", ended: "ended" } as const;
const EMPTY: Record<Exclude<ManagementTab, "likes" | "scouts">, { title: string; body: string }> = {
  applied: { title: "応募中の案件はありません。", body: "気になる案件のページから「この案件に応募する」で応募できます。" },
  deals: { title: "商談・契約中の案件はありません。", body: "企業との商談が終わった案件と、採用が決まった案件がここに並びます。" },
  ended: { title: "終了した応募はありません。", body: "見送りになった応募と、辞退した応募がここに並びます。" },
};

type Query = { tab?: string | string[]; page?: string | string[] };

/** 案件管理 (S-BAR-10): a pro's applications by stage, and the liked projects (S-LIKE-1). */
export default async function ProjectManagementPage({ searchParams }: { searchParams: Promise<Query> }) {
  const [actor, { deps }, query] = await Promise.all([requirePageActor("member", "/mypage/accept/projects"), getRuntime(), searchParams]);
  const page = parsePageNumber(query.page);
  // Applications are a pro's; an account without the pro role keeps its likes.
  const tabs: ManagementTab[] = actor.isPro ? ["applied", "scouts", "likes", "deals", "ended"] : ["likes"];
  const requested = typeof query.tab === "string" ? (query.tab as ManagementTab) : actor.isPro ? "applied" : "likes";
  const tab: ManagementTab = tabs.includes(requested) ? requested : tabs[0]!;
  // The liked list is read only on its own tab; the other tabs need its count alone.
  const liked = tab === "likes" ? await listProjectsLikedBy(deps.db, actor, page) : null;
  const likedCount = liked?.totalCount ?? (await countProjectsLikedBy(deps.db, actor));
  const applications = actor.isPro && tab !== "likes" && tab !== "scouts" ? await listMyApplications(deps.db, actor, APPLICATION_TABS[tab], page, deps.now()) : null;
  const meetings = applications
    ? await meetingLabelsOfApplications(
        deps.db,
        actor,
        "pro",
        applications.items.map((a) => a.id),
        deps.now(),
      )
    : null;
  const scouts = actor.isPro && tab === "scouts" ? await listMyScouts(deps.db, actor, page) : null;
  const scoutCount = actor.isPro ? (scouts?.counts ?? (await countMyScouts(deps.db, actor))).all : undefined;
  const applicationCounts = applications?.counts ?? (actor.isPro ? await countMyApplications(deps.db, actor) : null);
  const counts = {
    likes: likedCount,
    ...(scoutCount !== undefined && { scouts: scoutCount }),
    ...(applicationCounts && { applied: applicationCounts.active, deals: applicationCounts.deals, ended: applicationCounts.ended }),
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">案件管理</h1>
        <NotificationsLink unreadCount={await unreadNotificationCount(deps.db, actor)} />
      </div>
      <p className="mt-2 text-sm text-slate-600">{DESCRIPTION}</p>
      <ManagementTabs current={tab} counts={counts} tabs={tabs} />
      {scouts ? (
        <ScoutsTab scouts={scouts} />
      ) : applications && tab !== "likes" && tab !== "scouts" ? (
        <section aria-label={`${tab === "applied" ? "応募中" : tab === "deals" ? "商談・契約" : "終了"}の案件`}>
          {applications.items.length > 0 ? (
            <ul className="mt-6 space-y-4" data-testid="pro-applications">
              {applications.items.map((application) => (
                <li key={application.id}>
                  <ProApplicationCard application={application} meetingLabel={meetings?.get(application.id)} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState {...EMPTY[tab]} />
          )}
          <Pagination page={applications.page} totalPages={applications.totalPages} hrefFor={(n) => tabHref(tab, n)} />
        </section>
      ) : liked ? (
        <section aria-label="いいねした案件">
          {liked.projects.length > 0 ? (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="liked-projects">
              {liked.projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="いいねした案件はまだありません。" body="気になる案件の「いいね」を押すと、ここに並びます。" />
          )}
          <Pagination page={liked.page} totalPages={liked.totalPages} hrefFor={(n) => tabHref("likes", n)} />
        </section>
      ) : null}
    </div>
  );
}
