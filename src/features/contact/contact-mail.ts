import { contactCategoryLabel } from "./contact.schemas";

export const CONTACT_ACK_SUBJECT = "【かけはし】お問い合わせを受け付けました";

type AcknowledgedInquiry = {
  id: number;
  name: string;
  email: string;
  companyName: string | null;
  category: string;
  body: string;
};

/** The plain-text acknowledgement sent to the inquirer, quoting what they wrote. */
export function buildContactAcknowledgement(inquiry: AcknowledgedInquiry, siteOrigin: string) {
  const quotedBody = inquiry.body
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const bodyText = [
    `${inquiry.name} 様`,
    "",
    "このたびは、かけはしにお問い合わせいただき、ありがとうございます。",
    "以下の内容でお問い合わせを受け付けました。",
    "内容を確認のうえ、3営業日以内に担当者よりご連絡いたします。",
    "",
    "――――――――――――――――――――",
    `受付番号：${inquiry.id}`,
    `お名前：${inquiry.name}`,
    `メールアドレス：${inquiry.email}`,
    `会社名：${inquiry.companyName ?? "（未入力）"}`,
    `お問い合わせ種別：${contactCategoryLabel(inquiry.category)}`,
    "お問い合わせ内容：",
    quotedBody,
    "――――――――――――――――――――",
    "",
    "※ このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできませんので、ご了承ください。",
    "※ お心当たりのない場合は、お手数ですがこのメールを破棄してください。",
    "",
    "かけはし サポート窓口",
    `${siteOrigin}/`,
  ].join("\n");
  return { subject: CONTACT_ACK_SUBJECT, bodyText };
}
