import type { Metadata } from "next";

import { ConsolePage } from "@/features/operator-console/components/console-page";
import { AnnouncementEditor } from "@/features/operator-console/content/components/announcement-editor";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

const PATH = "/admin/announcements/new";
export const metadata: Metadata = pageMetadata({ title: "お知らせの作成", description: "上部バーに載せるお知らせを作成・予約します。", path: PATH, noIndex: true });

/** A new announcement (issue 18): for everyone, pros or orderers, now or at a set time. */
export default async function NewAnnouncementPage() {
  const [, { deps }] = await Promise.all([requirePageActor("admin", PATH), getRuntime()]);
  return (
    <ConsolePage
      title="お知らせの作成"
      parent={{ label: "お知らせ・ニュース", href: "/admin/announcements" }}
      lead="保存すると、対象の利用者の上部バーに未読の印がつきます（予約したものは公開日時から）。"
    >
      <AnnouncementEditor initial={{ title: "", body: "", targetUrl: "", audience: "all", publishedAt: "" }} now={deps.now().toISOString()} />
    </ConsolePage>
  );
}
