import type { Metadata } from "next";

import { JobChangeIntentionForm } from "@/features/users/components/job-change-intention-form";
import { getJobChangeIntention } from "@/features/users/me.service";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

import { SettingsPage, SettingsSection } from "../_settings/settings-page";

export const metadata: Metadata = pageMetadata({
  title: "転職意向",
  description: "プロフィールに表示する転職意向を設定します。",
  path: "/mypage/config/intention",
  noIndex: true,
});

export default async function JobChangeIntentionPage() {
  const actor = await requirePageActor("pro", "/mypage/config/intention");
  const { deps } = await getRuntime();
  const intention = await getJobChangeIntention(deps.db, actor);
  return (
    <SettingsPage title="転職意向" lead="プロフィールにバッジとして表示され、企業が声をかけるときの参考になります。">
      <SettingsSection>
        <JobChangeIntentionForm initial={intention} />
      </SettingsSection>
    </SettingsPage>
  );
}
