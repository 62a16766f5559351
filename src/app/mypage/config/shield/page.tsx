import type { Metadata } from "next";

import { EmployerShieldSettings } from "@/features/employer-shields/components/employer-shield-settings";
import { listEmployerShields } from "@/features/employer-shields/employer-shields.service";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

import { SettingsPage } from "../_settings/settings-page";

export const metadata: Metadata = pageMetadata({
  title: "勤務先ブロック",
  description: "現在の勤務先などに、あなたのプロフィールが表示されないようにできます。",
  path: "/mypage/config/shield",
  noIndex: true,
});

export default async function EmployerShieldPage() {
  const actor = await requirePageActor("pro", "/mypage/config/shield");
  const { deps } = await getRuntime();
  const { shields } = await listEmployerShields(deps.db, actor);
  return (
    <SettingsPage
      title="勤務先ブロック"
      lead="現在の勤務先などに、あなたのプロフィールが表示されないようにできます。登録した企業のメンバーや、登録したドメインのメールアドレスでログインしている人には、プロフィールも検索結果も表示されません。"
    >
      <EmployerShieldSettings initial={shields} />
    </SettingsPage>
  );
}
