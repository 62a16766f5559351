import type { Metadata } from "next";

import { DataExportPanel } from "@/features/data-export/components/data-export-panel";
import { listDataExports } from "@/features/data-export/data-export.service";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";
import { getRuntime } from "@/platform/runtime";

import { SettingsPage, SettingsSection } from "../_settings/settings-page";

export const metadata: Metadata = pageMetadata({
  title: "データのダウンロード",
  description: "かけはしに登録されているあなたのデータをダウンロードできます。",
  path: "/mypage/config/export",
  noIndex: true,
});

export default async function Page() {
  const actor = await requirePageActor("member", "/mypage/config/export");
  const { deps } = await getRuntime();
  const exports = await listDataExports(deps.db, actor, deps.now());
  return (
    <SettingsPage
      title="データのダウンロード"
      lead="かけはしに登録されているあなたのデータを、JSON形式のファイルでダウンロードできます（個人情報保護法にもとづく開示のご請求にあたります）。"
    >
      <SettingsSection title="含まれるデータ" id="contents">
        <p className="text-slate-700">
          アカウント情報（氏名・ふりがな・メールアドレス・登録日）、プロフィール、所属している企業、お気に入りの案件、応募とあなたが送ったメッセージ、ログイン履歴、ログイン中の端末、お問い合わせの内容です。
        </p>
        <p className="mt-2 text-sm text-slate-600">準備ができるとメールでお知らせします。ダウンロードできるのは準備完了から7日間で、依頼は1日3回までです。</p>
      </SettingsSection>
      <SettingsSection title="データを準備する" id="request">
        <DataExportPanel exports={exports} />
      </SettingsSection>
    </SettingsPage>
  );
}
