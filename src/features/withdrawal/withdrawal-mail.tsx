import { formatJstDate, formatJstDateTime } from "@/lib/format-date";
import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { MailFacts, MailText } from "@/platform/mail/templates/mail-parts";
import { renderMail } from "@/platform/mail/render-mail";

export const WITHDRAWAL_SUBJECT = "【かけはし】退会手続きが完了しました";

/** The security mail of a 退会: sent to the account's address, whoever pressed the button (no unsubscribe). */
export function buildWithdrawalMail(input: { name: string; withdrawnAt: Date; erasureAt: Date }, siteOrigin: string) {
  return renderMail(
    WITHDRAWAL_SUBJECT,
    <MailLayout preview="退会手続きが完了しました。これまでご利用いただきありがとうございました。" kind="security" siteOrigin={siteOrigin}>
      <MailText>{input.name} 様</MailText>
      <MailText>かけはしの退会手続きが完了しました。これまでご利用いただき、ありがとうございました。</MailText>
      <MailFacts
        facts={[
          ["退会日時", formatJstDateTime(input.withdrawnAt)],
          ["個人情報の削除予定日", formatJstDate(input.erasureAt)],
        ]}
      />
      <MailText>
        このアカウントではもうログインできません。プロフィールは検索やページに表示されなくなりました。お名前・メールアドレスなどの個人情報は、削除予定日に消去します。
      </MailText>
      <MailText>
        お心当たりのない場合は、第三者がアカウントを操作した可能性があります。お手数ですが、このメールに記載の日時とあわせて、すぐにお問い合わせフォーム（{siteOrigin}
        /contact/new）からご連絡ください。削除予定日までにご連絡いただければ、調査のうえ対応いたします。
      </MailText>
    </MailLayout>,
  );
}
