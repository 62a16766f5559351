import type { Metadata } from "next";

import { NoticeMailSwitches } from "@/features/notice-mail/components/notice-mail-switches";
import { getNoticeMailSettings } from "@/features/notice-mail/notice-mail-settings.service";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

import { SettingsPage, SettingsSection } from "../_settings/settings-page";

export const metadata: Metadata = pageMetadata({
  title: "メール通知",
  description: "お知らせメールを受け取るかどうかを、種類ごとに設定します。",
  path: "/mypage/config/notifications",
  noIndex: true,
});

export default async function NoticeMailSettingsPage() {
  const actor = await requirePageActor("member", "/mypage/config/notifications");
  const { deps } = await getRuntime();
  const settings = await getNoticeMailSettings(deps.db, actor);
  return (
    <SettingsPage title="メール通知" lead="どのお知らせをメールで受け取るかを、種類ごとに設定できます。切り替えるとすぐに保存されます。">
      <SettingsSection>
        <NoticeMailSwitches initial={settings} />
      </SettingsSection>
      <p className="text-sm text-slate-600">パスワードの変更やメールアドレスの変更など、アカウントの安全に関わるメールは、この設定にかかわらず必ずお送りします。</p>
    </SettingsPage>
  );
}
