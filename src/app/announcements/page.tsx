import type { Metadata } from "next";

import { AnnouncementList } from "@/features/announcements/components/announcement-list";
import { AnnouncementsSignInPrompt } from "@/features/announcements/components/announcements-sign-in-prompt";
import { listAnnouncements } from "@/features/announcements/announcements.service";
import { parsePageNumber } from "@/lib/page-number";
import { pageMetadata } from "@/lib/page-metadata";
import { getPageUser } from "@/features/users/page-user";
import { getPageContext } from "@/platform/page-context";
import { getRuntime } from "@/platform/runtime";

// Each member sees their own list; nothing here is for search engines.
export const metadata: Metadata = pageMetadata({
  title: "お知らせ一覧",
  description: "かけはし運営からのお知らせの一覧です。新機能やメンテナンス、規約改定などのご案内を掲載しています。",
  path: "/announcements",
  noIndex: true,
});

export default async function AnnouncementsPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const [{ actor }, user, { page }] = await Promise.all([getPageContext(), getPageUser(), searchParams]);
  if (!actor) return <AnnouncementsSignInPrompt />;
  const { deps } = await getRuntime();
  const now = deps.now();
  let result = await listAnnouncements(deps.db, actor, parsePageNumber(page), now);
  // A hand-edited page past the end shows the last page rather than an empty one.
  if (result.totalPages > 0 && result.page > result.totalPages) {
    result = await listAnnouncements(deps.db, actor, result.totalPages, now);
  }
  return <AnnouncementList result={result} hasUnread={Boolean(user?.hasUnreadAnnouncement)} />;
}
