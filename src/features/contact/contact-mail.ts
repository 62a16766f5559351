import { formatJstDateTime } from "@/lib/format-date";

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
  const bodyText = [
    "かけはしにお問い合わせいただき、ありがとうございます。",
    "お問い合わせを受け付けました。",
    "内容を確認のうえ、3営業日以内に担当者よりご連絡いたします。",
    "",
    "――――――――――――――――――――",
    `受付番号：${inquiry.id}`,
    `受付日時：${formatJstDateTime(inquiry.receivedAt)}`,
    `お問い合わせ種別：${contactCategoryLabel(inquiry.category)}`,
    "――――――――――――――――――――",
    "",
    "※ なりすましによる送信を防ぐため、このメールにはお問い合わせの内容を記載していません。",
    "※ このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできませんので、ご了承ください。",
    "※ お心当たりのない場合は、お手数ですがこのメールを破棄してください。",
    "",
    "かけはし サポート窓口",
    `${siteOrigin}/`,
  ].join("\n");
  return { subject: CONTACT_ACK_SUBJECT, bodyText };
}
