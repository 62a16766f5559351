import { formatJstDateTime } from "@/lib/format-date";
import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { MailFacts, MailText } from "@/platform/mail/templates/mail-parts";
import { renderMail } from "@/platform/mail/render-mail";

import { contactCategoryLabel } from "./contact.schemas";

export const CONTACT_ACK_SUBJECT = "【かけはし】お問い合わせを受け付けました";

type AcknowledgedInquiry = { id: number; category: string; receivedAt: Date };

/**
 * The acknowledgement sent to the address typed into the form. Anyone can type any address, so the
 * mail carries nothing the sender wrote — no message, no name, no company — only our own text and
 * the reference number: the form cannot be used to send a stranger someone else's words
 * (docs/decisions/011-http-hardening.md).
 */
export function buildContactAcknowledgement(inquiry: AcknowledgedInquiry, siteOrigin: string) {
  return renderMail(
    CONTACT_ACK_SUBJECT,
    <MailLayout preview="お問い合わせを受け付けました。3営業日以内にご連絡いたします。" kind="service" siteOrigin={siteOrigin}>
      <MailText>かけはしにお問い合わせいただき、ありがとうございます。お問い合わせを受け付けました。</MailText>
      <MailText>内容を確認のうえ、3営業日以内に担当者よりご連絡いたします。</MailText>
      <MailFacts
        facts={[
          ["受付番号", String(inquiry.id)],
          ["受付日時", formatJstDateTime(inquiry.receivedAt)],
          ["お問い合わせ種別", contactCategoryLabel(inquiry.category)],
        ]}
      />
      <MailText>
        ※ なりすましによる送信を防ぐため、このメールにはお問い合わせの内容を記載していません。
        <br />※ お心当たりのない場合は、お手数ですがこのメールを破棄してください。
      </MailText>
    </MailLayout>,
  );
}
