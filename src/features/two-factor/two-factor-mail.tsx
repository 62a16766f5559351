import { formatJstDateTime } from "@/lib/format-date";
import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { MailAction, MailFacts, MailText } from "@/platform/mail/templates/mail-parts";
import { renderMail } from "@/platform/mail/render-mail";

export const TWO_FACTOR_ENABLED_SUBJECT = "【かけはし】二段階認証を有効にしました";
export const TWO_FACTOR_DISABLED_SUBJECT = "【かけはし】二段階認証を無効にしました";

/** After 二段階認証 is turned on or off: the owner learns of a change they did not make. */
export function buildTwoFactorNotice(input: { isEnabled: boolean; changedAt: Date; isByOperator?: boolean }, siteOrigin: string) {
  const what = input.isEnabled ? "有効" : "無効";
  return renderMail(
    input.isEnabled ? TWO_FACTOR_ENABLED_SUBJECT : TWO_FACTOR_DISABLED_SUBJECT,
    <MailLayout preview={`お使いのアカウントの二段階認証を${what}にしました。`} kind="security" siteOrigin={siteOrigin}>
      <MailText>
        {input.isByOperator
          ? "お問い合わせをもとに、運営スタッフがかけはしアカウントの二段階認証を解除しました。"
          : `かけはしアカウントの二段階認証を${what}にしました。`}
        {input.isEnabled ? "次回からログインの際、パスワードのあとに認証アプリの確認コードをお聞きします。" : "次回からはパスワードだけでログインできます。"}
      </MailText>
      <MailFacts facts={[["変更日時", formatJstDateTime(input.changedAt)]]} />
      <MailText>
        {input.isByOperator
          ? "ログインしたあと、設定の「二段階認証」から新しい端末でもう一度設定してください。"
          : "ご本人による操作であれば、このメールへの対応は不要です。"}
      </MailText>
      <MailText>お心当たりのない場合は、第三者がログインしている可能性があります。すぐにパスワードを再設定し、お問い合わせフォームからご連絡ください。</MailText>
      <MailAction href={`${siteOrigin}/password_resets/new`} label="パスワードを再設定する" />
    </MailLayout>,
  );
}
