import { contactCategoryLabel } from "@/features/contact/contact.schemas";
import { formatJstDateTime } from "@/lib/format-date";
import { renderMail } from "@/platform/mail/render-mail";
import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { MailFacts, MailLines, MailText } from "@/platform/mail/templates/mail-parts";

/** The acknowledgement gave the sender the inquiry's id as 「受付番号」; the answer names the same number. */
export const inquiryReplySubject = (inquiryId: number) => `【かけはし】お問い合わせへのご回答（受付番号 ${inquiryId}）`;

type AnsweredInquiry = { id: number; name: string; category: string; body: string; receivedAt: Date };

/** The sender's message under the answer, each line marked 「> 」 as mail clients quote. */
export function quoteLines(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
}

/**
 * An operator's answer to an inquiry. Unlike the acknowledgement, it quotes what the sender wrote:
 * an operator has read it and chosen to answer, so the console (not the form) decides what goes out —
 * the reply form says so. Everything typed is text in the template, never markup.
 */
export function buildInquiryReplyMail(inquiry: AnsweredInquiry, answer: string, siteOrigin: string) {
  return renderMail(
    inquiryReplySubject(inquiry.id),
    <MailLayout preview="お問い合わせいただいた件について、ご回答いたします。" kind="service" siteOrigin={siteOrigin}>
      <MailText>{`${inquiry.name} 様`}</MailText>
      <MailText>かけはしにお問い合わせいただき、ありがとうございます。お問い合わせいただいた件について、以下のとおりご回答いたします。</MailText>
      <MailLines text={answer} />
      <MailText>ご不明な点がございましたら、お手数ですがお問い合わせフォームから受付番号を添えてご連絡ください。</MailText>
      <MailText>かけはし運営事務局</MailText>
      <MailFacts
        facts={[
          ["受付番号", String(inquiry.id)],
          ["受付日時", formatJstDateTime(inquiry.receivedAt)],
          ["お問い合わせ種別", contactCategoryLabel(inquiry.category)],
        ]}
      />
      <MailText>――――― お問い合わせの内容 ―――――</MailText>
      <MailLines text={quoteLines(inquiry.body)} />
    </MailLayout>,
  );
}
