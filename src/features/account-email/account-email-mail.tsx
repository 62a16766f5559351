import { formatJstDateTime } from "@/lib/format-date";
import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { MailAction, MailFacts, MailText } from "@/platform/mail/templates/mail-parts";
import { renderMail } from "@/platform/mail/render-mail";

export const WELCOME_VERIFICATION_SUBJECT = "【かけはし】ご登録ありがとうございます：メールアドレスの確認をお願いします";
export const VERIFICATION_SUBJECT = "【かけはし】メールアドレスの確認をお願いします";
export const EMAIL_CHANGE_CONFIRMATION_SUBJECT = "【かけはし】新しいメールアドレスの確認をお願いします";
export const EMAIL_CHANGE_REQUESTED_SUBJECT = "【かけはし】メールアドレスの変更手続きが行われました";
export const EMAIL_CHANGED_SUBJECT = "【かけはし】メールアドレスの変更が完了しました";

const HOURS = "24時間";

type Recipient = { name: string; siteOrigin: string };

/** Sent at sign-up: a short welcome, and the link that proves the address (security: no unsubscribe). */
export function buildWelcomeVerificationMail(input: Recipient & { role: "pro" | "orderer"; verifyUrl: string }) {
  const next =
    input.role === "pro"
      ? "確認が済んだら、プロフィールを充実させましょう。企業からのスカウトや商談につながりやすくなります。"
      : "確認が済んだら、案件を掲載して、即戦力のプロと直接やりとりを始めましょう。";
  return renderMail(
    WELCOME_VERIFICATION_SUBJECT,
    <MailLayout preview="下のボタンからメールアドレスの確認を完了してください。" kind="security" siteOrigin={input.siteOrigin}>
      <MailText>{input.name} 様</MailText>
      <MailText>かけはしにご登録いただき、ありがとうございます。かけはしは、フリーランスのITプロと企業を仲介手数料0円で直接つなぐマッチングサービスです。</MailText>
      <MailText>
        はじめに、このメールアドレスがお客様のものであることを確認させてください。確認が済むまで、応募・案件の掲載・スカウト・メッセージの送信はご利用いただけません。
      </MailText>
      <MailAction href={input.verifyUrl} label="メールアドレスを確認する" />
      <MailText>{next}</MailText>
      <MailText>
        ※ このリンクの有効期限は{HOURS}です。期限が切れた場合は、ログイン後の画面から確認メールを再送できます。
        <br />※ お心当たりのない場合は、このメールを破棄してください。アカウントは確認されないままとなります。
      </MailText>
    </MailLayout>,
  );
}

/** A new verification link, asked for from the banner or the welcome page. */
export function buildVerificationMail(input: Recipient & { verifyUrl: string }) {
  return renderMail(
    VERIFICATION_SUBJECT,
    <MailLayout preview="下のボタンからメールアドレスの確認を完了してください。" kind="security" siteOrigin={input.siteOrigin}>
      <MailText>{input.name} 様</MailText>
      <MailText>かけはしをご利用いただき、ありがとうございます。下のボタンを押して、メールアドレスの確認を完了してください。</MailText>
      <MailAction href={input.verifyUrl} label="メールアドレスを確認する" />
      <MailText>
        ※ このリンクの有効期限は{HOURS}です。以前にお送りした確認メールのリンクは使えなくなりました。
        <br />※ お心当たりのない場合は、このメールを破棄してください。
      </MailText>
    </MailLayout>,
  );
}

/** To the NEW address: the link that makes the change happen. */
export function buildEmailChangeConfirmationMail(input: Recipient & { confirmUrl: string; newEmail: string }) {
  return renderMail(
    EMAIL_CHANGE_CONFIRMATION_SUBJECT,
    <MailLayout preview="下のボタンから新しいメールアドレスの確認を完了してください。" kind="security" siteOrigin={input.siteOrigin}>
      <MailText>{input.name} 様</MailText>
      <MailText>かけはしのアカウントのメールアドレスを、このアドレス（{input.newEmail}）に変更する手続きを受け付けました。</MailText>
      <MailText>下のボタンを押すと変更が完了します。変更が完了するまでは、これまでのメールアドレスでログインしてください。</MailText>
      <MailAction href={input.confirmUrl} label="メールアドレスの変更を完了する" />
      <MailText>
        ※ このリンクの有効期限は{HOURS}です。
        <br />※ お心当たりのない場合は、このメールを破棄してください。メールアドレスは変更されません。
      </MailText>
    </MailLayout>,
  );
}

const IF_NOT_YOU =
  "お心当たりのない場合は、第三者がアカウントにログインしている可能性があります。すぐにパスワードを変更し、お問い合わせフォームから運営事務局までご連絡ください。";

/** To the OLD address when a change is asked for: nothing in it changes anything. */
export function buildEmailChangeRequestedNotice(input: Recipient & { newEmail: string; requestedAt: Date }) {
  return renderMail(
    EMAIL_CHANGE_REQUESTED_SUBJECT,
    <MailLayout preview="アカウントのメールアドレスを変更する手続きが行われました。" kind="security" siteOrigin={input.siteOrigin}>
      <MailText>{input.name} 様</MailText>
      <MailText>
        かけはしのアカウントで、メールアドレスの変更手続きが行われました。新しいメールアドレスで確認が済むと、変更が完了します（それまではこのアドレスのままです）。
      </MailText>
      <MailFacts
        facts={[
          ["手続きの日時", formatJstDateTime(input.requestedAt)],
          ["新しいメールアドレス", input.newEmail],
        ]}
      />
      <MailText>ご自身で手続きされた場合は、このメールへの対応は不要です。</MailText>
      <MailText>{IF_NOT_YOU}</MailText>
    </MailLayout>,
  );
}

/** To the OLD address once the change is done. */
export function buildEmailChangedNotice(input: Recipient & { newEmail: string; changedAt: Date }) {
  return renderMail(
    EMAIL_CHANGED_SUBJECT,
    <MailLayout preview="アカウントのメールアドレスが変更されました。" kind="security" siteOrigin={input.siteOrigin}>
      <MailText>{input.name} 様</MailText>
      <MailText>
        かけはしのアカウントのメールアドレスが変更されました。今後のお知らせは新しいメールアドレスにお送りし、ログインにも新しいメールアドレスを使います。
      </MailText>
      <MailFacts
        facts={[
          ["変更の日時", formatJstDateTime(input.changedAt)],
          ["新しいメールアドレス", input.newEmail],
        ]}
      />
      <MailText>{IF_NOT_YOU}</MailText>
    </MailLayout>,
  );
}
