import { formatJstDateTime } from "@/lib/format-date";
import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { MailAction, MailFacts, MailText } from "@/platform/mail/templates/mail-parts";
import { renderMail } from "@/platform/mail/render-mail";

export const PASSWORD_RESET_SUBJECT = "【かけはし】パスワード再設定のご案内";
export const PASSWORD_CHANGED_SUBJECT = "【かけはし】パスワードが変更されました";
export const PASSWORD_RESET_REQUIRED_SUBJECT = "【かけはし】パスワードの再設定をお願いします";

/** The page that asks for the new password; the token travels in `?token=` (request logs hide it). */
export const passwordResetLinkOf = (siteOrigin: string, rawToken: string) => `${siteOrigin}/password_resets/edit?token=${encodeURIComponent(rawToken)}`;

/** The link mail. It names no one: whoever typed the address may not be its owner. */
export function buildPasswordResetMail(input: { link: string; expiresAt: Date }, siteOrigin: string) {
  return renderMail(
    PASSWORD_RESET_SUBJECT,
    <MailLayout preview="30分以内に新しいパスワードを設定してください。" kind="security" siteOrigin={siteOrigin}>
      <MailText>かけはしをご利用いただき、ありがとうございます。パスワード再設定のお申し込みを受け付けました。</MailText>
      <MailText>下のボタンから、30分以内に新しいパスワードを設定してください。</MailText>
      <MailAction href={input.link} label="新しいパスワードを設定する" />
      <MailFacts facts={[["リンクの有効期限", `${formatJstDateTime(input.expiresAt)}（30分間・1回限り）`]]} />
      <MailText>
        ※ お心当たりのない場合は、このメールを破棄してください。リンクを開かない限り、パスワードは変更されません。
        <br />※ 有効期限が切れた場合は、ログイン画面の「パスワードをお忘れの方」からもう一度お手続きください。
      </MailText>
    </MailLayout>,
  );
}

/**
 * An operator required a new password (issue 18): the owner did not ask, so the mail says why, that
 * the old password no longer logs in, and how to get a new link once this one has expired.
 */
export function buildPasswordResetRequiredMail(input: { link: string; expiresAt: Date }, siteOrigin: string) {
  return renderMail(
    PASSWORD_RESET_REQUIRED_SUBJECT,
    <MailLayout preview="安全のため、新しいパスワードの設定をお願いします。" kind="security" siteOrigin={siteOrigin}>
      <MailText>かけはしをご利用いただき、ありがとうございます。</MailText>
      <MailText>
        アカウントを安全にご利用いただくため、運営事務局よりパスワードの再設定をお願いしています。これまでのパスワードではログインできません。ほかの端末でもログアウトしています。
      </MailText>
      <MailText>下のボタンから、新しいパスワードを設定してください。</MailText>
      <MailAction href={input.link} label="新しいパスワードを設定する" />
      <MailFacts facts={[["リンクの有効期限", `${formatJstDateTime(input.expiresAt)}（1回限り）`]]} />
      <MailText>
        ※ 有効期限が切れた場合は、ログイン画面の「パスワードをお忘れの方」から再設定用のメールをお送りください。
        <br />※ ご不明な点は、お問い合わせフォームからご連絡ください。
      </MailText>
    </MailLayout>,
  );
}

/** Sent after every password change (reset or the settings page): the owner learns of a change they did not make. */
export function buildPasswordChangedNotice(input: { changedAt: Date }, siteOrigin: string) {
  return renderMail(
    PASSWORD_CHANGED_SUBJECT,
    <MailLayout preview="お使いのアカウントのパスワードが変更されました。" kind="security" siteOrigin={siteOrigin}>
      <MailText>かけはしアカウントのパスワードが変更されました。安全のため、ほかの端末ではログアウトしています。</MailText>
      <MailFacts facts={[["変更日時", formatJstDateTime(input.changedAt)]]} />
      <MailText>ご本人による変更であれば、このメールへの対応は不要です。</MailText>
      <MailText>
        お心当たりのない場合は、第三者に不正に変更された可能性があります。すぐに次のページからパスワードを再設定し、お問い合わせフォームからご連絡ください。
      </MailText>
      <MailAction href={`${siteOrigin}/password_resets/new`} label="パスワードを再設定する" />
    </MailLayout>,
  );
}
