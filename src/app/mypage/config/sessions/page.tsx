import type { Metadata } from "next";

import { SessionList } from "@/features/account-sessions/components/session-list";
import { listAccountSessions } from "@/features/account-sessions/account-sessions.service";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

import { getPageSession } from "../_settings/page-session";
import { SettingsPage, SettingsSection } from "../_settings/settings-page";

export const metadata: Metadata = pageMetadata({
  title: "ログイン中の端末",
  description: "かけはしにログインしているブラウザや端末の一覧です。",
  path: "/mypage/config/sessions",
  noIndex: true,
});

export default async function Page() {
  const actor = await requirePageActor("member", "/mypage/config/sessions");
  const [{ deps }, session] = await Promise.all([getRuntime(), getPageSession(actor)]);
  const sessions = await listAccountSessions(deps.db, session, deps.now());
  return (
    <SettingsPage
      title="ログイン中の端末"
      lead="このアカウントにログインしているブラウザや端末です。心当たりのない端末があれば、ログアウトしたうえでパスワードを変更してください。"
    >
      <SessionList sessions={sessions} />
      <SettingsSection>
        <p className="text-sm text-slate-600">
          端末名はブラウザが送る情報から推定しているため、実際と異なる場合があります。場所の代わりに、ログインしたときのIPアドレスを表示しています。日時はすべて日本時間です。
        </p>
      </SettingsSection>
    </SettingsPage>
  );
}
