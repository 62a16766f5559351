import type { Metadata } from "next";
import Link from "next/link";

import { WithdrawalForm } from "@/features/withdrawal/components/withdrawal-form";
import { pageMetadata } from "@/lib/page-metadata";
import { requirePageActor } from "@/platform/actor/page-guards";

import { SettingsPage, SettingsSection } from "../_settings/settings-page";

export const metadata: Metadata = pageMetadata({
  title: "退会",
  description: "かけはしのアカウントを削除します。",
  path: "/mypage/config/withdrawal",
  noIndex: true,
});

const link = "font-bold text-brand-700 underline";

export default async function Page() {
  await requirePageActor("member", "/mypage/config/withdrawal");
  return (
    <SettingsPage title="退会" lead="退会の前に、以下の内容をご確認ください。">
      <SettingsSection title="退会するとどうなりますか" id="what-happens">
        <ul className="list-disc space-y-2 pl-5 text-slate-700">
          <li>すぐにログインできなくなり、ログイン中のすべての端末からログアウトします。</li>
          <li>プロフィールは検索結果やプロフィールページに表示されなくなります。</li>
          <li>
            お名前・ふりがな・メールアドレス・プロフィール写真・プロフィール・お気に入り・ログイン履歴などの個人情報は、<strong>退会から30日後</strong>
            に削除します。それまでの間は、同じメールアドレスで新しく登録することはできません。
          </li>
          <li>
            これまでの応募やメッセージは、やり取りの相手が経緯を確認できるよう残り、送信者は「退会したユーザー」と表示されます。企業のアカウントは会社の情報として残ります。
          </li>
        </ul>
      </SettingsSection>
      <SettingsSection title="退会の前に" id="before">
        <ul className="list-disc space-y-2 pl-5 text-slate-700">
          <li>
            登録されているデータが必要な方は、先に
            <Link href="/mypage/config/export" className={link}>
              データのダウンロード
            </Link>
            をお済ませください。退会後はダウンロードできません。
          </li>
          <li>企業のオーナーがあなただけで、ほかにメンバーがいる場合は、先にオーナーを引き継いでください。</li>
          <li>
            ご不明な点は
            <Link href="/contact/new" className={link}>
              お問い合わせ
            </Link>
            からご相談ください。
          </li>
        </ul>
      </SettingsSection>
      <SettingsSection title="退会の手続き" id="withdraw">
        <WithdrawalForm />
      </SettingsSection>
    </SettingsPage>
  );
}
