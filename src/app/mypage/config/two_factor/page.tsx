import type { Metadata } from "next";

import { TwoFactorSettings } from "@/features/two-factor/components/two-factor-settings";
import { getTwoFactorStatus } from "@/features/two-factor/two-factor.service";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

import { SettingsPage, SettingsSection } from "../_settings/settings-page";

export const metadata: Metadata = pageMetadata({
  title: "二段階認証",
  description: "ログインのとき、パスワードに加えて認証アプリの確認コードを求める設定です。",
  path: "/mypage/config/two_factor",
  noIndex: true,
});

export default async function Page() {
  const actor = await requirePageActor("member", "/mypage/config/two_factor");
  const { deps } = await getRuntime();
  const status = await getTwoFactorStatus(deps.db, actor.userId);
  return (
    <SettingsPage
      title="二段階認証"
      lead="パスワードが漏れても、あなたのスマートフォンがなければログインできないようにします。ログインのたびに、認証アプリに表示される6桁の確認コードを入力します。"
    >
      <TwoFactorSettings status={status} isOperator={actor.isAdmin} />
      <SettingsSection title="認証アプリについて">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Google Authenticator、Microsoft Authenticator、1Password など、「TOTP」に対応したアプリが使えます。</li>
          <li>機種変更の前に、新しい端末へアカウントを移すか、いったん二段階認証を無効にしてください。</li>
          <li>スマートフォンをなくしたときは、リカバリーコードでログインできます。リカバリーコードもない場合は、お問い合わせフォームからご連絡ください。</li>
        </ul>
      </SettingsSection>
    </SettingsPage>
  );
}
