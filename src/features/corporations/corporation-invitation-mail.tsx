import { formatJstDateTime } from "@/lib/format-date";
import { renderMail } from "@/platform/mail/render-mail";
import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { MailAction, MailFacts, MailText } from "@/platform/mail/templates/mail-parts";

import { ROLE_LABELS } from "./corporation-values";

export const invitationSubject = (corporationName: string) => `【かけはし】${corporationName}への招待`;

/** To the invited address: who invites them where, with which role, and the link (7 days, single use). */
export function buildInvitationMail(input: {
  siteOrigin: string;
  corporationName: string;
  inviterName: string;
  role: "admin" | "member";
  acceptUrl: string;
  expiresAt: Date;
}) {
  return renderMail(
    invitationSubject(input.corporationName),
    <MailLayout preview={`${input.inviterName}さんから${input.corporationName}の企業アカウントへの招待が届いています。`} kind="service" siteOrigin={input.siteOrigin}>
      <MailText>
        {input.inviterName}さんから、かけはしの企業アカウント「{input.corporationName}」のメンバーとして招待されました。
      </MailText>
      <MailFacts
        facts={[
          ["企業", input.corporationName],
          ["招待した人", input.inviterName],
          ["権限", ROLE_LABELS[input.role]],
          ["有効期限", formatJstDateTime(input.expiresAt)],
        ]}
      />
      <MailText>下のボタンから招待を確認し、参加してください。アカウントをお持ちでない場合は、このメールアドレスで企業アカウントを作成してから参加できます。</MailText>
      <MailAction href={input.acceptUrl} label="招待を確認する" />
      <MailText>
        ※ このリンクは一度だけ、7日間有効です。
        <br />※ お心当たりのない場合は、このメールを破棄してください。参加しない限り、何も変わりません。
      </MailText>
    </MailLayout>,
  );
}
