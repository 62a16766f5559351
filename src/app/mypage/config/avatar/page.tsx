import type { Metadata } from "next";

import { AvatarSettings } from "@/features/avatars/components/avatar-settings";
import { getPageUser } from "@/features/users/page-user";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";

import { SettingsPage, SettingsSection } from "../_settings/settings-page";

export const metadata: Metadata = pageMetadata({
  title: "プロフィール画像",
  description: "プロフィールや上部のバーに表示される画像を設定します。",
  path: "/mypage/config/avatar",
  noIndex: true,
});

export default async function AvatarSettingsPage() {
  await requirePageActor("member", "/mypage/config/avatar");
  const user = await getPageUser();
  return (
    <SettingsPage title="プロフィール画像" lead="プロフィールや画面上部のバーに表示される画像です。">
      <SettingsSection>
        <AvatarSettings initialUrl={user?.userProfileImage ?? null} lastName={user?.lastName ?? ""} />
      </SettingsSection>
    </SettingsPage>
  );
}
