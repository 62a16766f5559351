import { formatJstDateTime } from "@/lib/format-date";
import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { MailAction, MailText } from "@/platform/mail/templates/mail-parts";
import { renderMail } from "@/platform/mail/render-mail";

export const DATA_EXPORT_READY_SUBJECT = "【かけはし】データのダウンロード準備ができました";

/** The link goes to the settings page, which asks for a login: the mail itself carries no data and no secret. */
export function buildDataExportReadyMail(input: { expiresAt: Date }, siteOrigin: string) {
  return renderMail(
    DATA_EXPORT_READY_SUBJECT,
    <MailLayout preview="ご依頼いただいたデータのダウンロード準備ができました。" kind="service" siteOrigin={siteOrigin}>
      <MailText>ご依頼いただいた、かけはしに登録されているあなたのデータ（JSON形式）のダウンロード準備ができました。</MailText>
      <MailText>
        下のボタンから設定ページを開き、ログインしたうえでダウンロードしてください。ダウンロードできるのは {formatJstDateTime(input.expiresAt)} までです。
      </MailText>
      <MailAction href={`${siteOrigin}/mypage/config/export`} label="データをダウンロードする" />
      <MailText>※ お心当たりのない場合は、パスワードを変更し、ログイン中の端末をご確認ください。</MailText>
    </MailLayout>,
  );
}
