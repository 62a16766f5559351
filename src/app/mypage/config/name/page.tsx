import type { Metadata } from "next";

import { AccountNameForm } from "@/features/users/components/account-name-form";
import { getAccountName } from "@/features/users/account-name.service";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

import { SettingsPage, SettingsSection } from "../_settings/settings-page";

export const metadata: Metadata = pageMetadata({
  title: "お名前",
  description: "アカウントのお名前とフリガナを変更します。",
  path: "/mypage/config/name",
  noIndex: true,
});

export default async function AccountNamePage() {
  const actor = await requirePageActor("member", "/mypage/config/name");
  const { deps } = await getRuntime();
  const name = await getAccountName(deps.db, actor);
  return (
    <SettingsPage title="お名前" lead="アカウントのお名前とフリガナです。かけはしでは実名で活動します。">
      <SettingsSection>
        <AccountNameForm initial={name} />
      </SettingsSection>
    </SettingsPage>
  );
}
