import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ConsolePage } from "@/features/operator-console/components/console-page";
import { AnnouncementEditor } from "@/features/operator-console/content/components/announcement-editor";
import { ContentDeleteButton } from "@/features/operator-console/content/components/content-delete-button";
import { PublicationBadge } from "@/features/operator-console/content/components/publication-badge";
import { readConsoleAnnouncement } from "@/features/operator-console/content/console-announcements.service";
import { toJstDateTimeLocal } from "@/features/operator-console/content/publication-time";
import { formatJstDateTime } from "@/lib/format-date";
import { pageMetadata } from "@/lib/page-metadata";
import { parsePositiveId } from "@/lib/positive-id";
import { requirePageActor } from "@/platform/actor/page-guards";
import { orPageNotFound } from "@/platform/not-found-page";
import { getRuntime } from "@/platform/runtime";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return pageMetadata({ title: "お知らせの編集", description: "お知らせの内容・対象・公開日時を編集します。", path: `/admin/announcements/${id}/edit`, noIndex: true });
}

/** One announcement to correct, reschedule or delete (issue 18), with the dropdown's preview. */
export default async function EditAnnouncementPage({ params }: { params: Params }) {
  const { id: rawId } = await params;
  const [actor, { deps }] = await Promise.all([requirePageActor("admin", `/admin/announcements/${rawId}/edit`), getRuntime()]);
  const id = parsePositiveId(rawId) ?? notFound();
  const now = deps.now();
  const announcement = await orPageNotFound(readConsoleAnnouncement(deps.db, actor, id, now));
  return (
    <ConsolePage
      title="お知らせの編集"
      parent={{ label: "お知らせ・ニュース", href: "/admin/announcements" }}
      lead="公開中のお知らせを直しても、既読にした利用者に未読の印は戻りません。変更した項目は操作履歴に残ります。"
    >
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-5 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-bold text-slate-600">状態</dt>
        <dd>
          <PublicationBadge status={announcement.status} statusLabel={announcement.statusLabel} publishedAt={announcement.publishedAt} />
        </dd>
        <dt className="font-bold text-slate-600">最終更新</dt>
        <dd>{formatJstDateTime(new Date(announcement.updatedAt))}</dd>
      </dl>
      <AnnouncementEditor
        announcementId={announcement.id}
        initial={{
          title: announcement.title,
          body: announcement.body ?? "",
          targetUrl: announcement.targetUrl,
          audience: announcement.audience,
          publishedAt: toJstDateTimeLocal(new Date(announcement.publishedAt)),
        }}
        now={now.toISOString()}
      />
      <section aria-labelledby="delete-heading" className="rounded-lg border border-red-200 bg-white p-5">
        <h2 id="delete-heading" className="font-bold text-slate-900">
          お知らせの削除
        </h2>
        <p className="mt-1 mb-3 text-sm text-slate-600">上部バーと /announcements から消え、既読の記録も削除されます。</p>
        <ContentDeleteButton kind="announcement" id={announcement.id} consequence="上部バーと /announcements から消え、既読の記録も削除されます。" />
      </section>
    </ConsolePage>
  );
}
