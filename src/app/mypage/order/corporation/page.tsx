import type { Metadata } from "next";

import { getCatalog } from "@/features/catalog/catalog.service";
import { CorporationLogoSettings } from "@/features/corporations/components/corporation-logo-settings";
import { CorporationProfileForm } from "@/features/corporations/components/corporation-profile-form";
import { getCorporationEditor } from "@/features/corporations/corporation-profile.service";
import { jstDayOf } from "@/lib/jst-day";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

import { SettingsPage, SettingsSection } from "../../config/_settings/settings-page";
import { CorporationTabs, NoCorporationChosen } from "./_corporation/corporation-tabs";

const PATH = "/mypage/order/corporation";

export const metadata: Metadata = pageMetadata({
  title: "企業情報の設定",
  description: "企業ページに表示する企業名・ロゴ・紹介文・業種・登録番号などを設定します。",
  path: PATH,
  noIndex: true,
});

export default async function CorporationSettingsPage() {
  const [actor, { deps }] = await Promise.all([requirePageActor("orderer", PATH), getRuntime()]);
  const seat = actor.corporation;
  if (!seat) {
    return (
      <SettingsPage title="企業情報の設定">
        <NoCorporationChosen />
      </SettingsPage>
    );
  }
  const [editor, catalog] = await Promise.all([getCorporationEditor(deps.db, seat), getCatalog(deps.db)]);
  const prefectures = catalog.prefectures.all.map(({ id, name }) => ({ id, name }));
  return (
    <SettingsPage title="企業情報の設定" lead={`「${editor.name}」の企業ページに表示する内容です。`}>
      <CorporationTabs current={PATH} corporationId={editor.id} />
      {editor.canEdit ? (
        <>
          <SettingsSection title="ロゴ" id="corporation-logo">
            <CorporationLogoSettings initialUrl={editor.logoUrl} />
          </SettingsSection>
          <SettingsSection title="企業情報" id="corporation-profile">
            <CorporationProfileForm editor={editor} prefectures={prefectures} thisYear={Number(jstDayOf(deps.now()).slice(0, 4))} />
          </SettingsSection>
        </>
      ) : (
        <SettingsSection>
          <p className="text-slate-700" data-testid="read-only-note">
            企業情報を編集できるのはオーナーと管理者です。内容は企業ページでご覧いただけます。
          </p>
        </SettingsSection>
      )}
    </SettingsPage>
  );
}
