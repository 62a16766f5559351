import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { MailAction, MailLines, MailText } from "@/platform/mail/templates/mail-parts";
import { renderMail } from "@/platform/mail/render-mail";

export type MailedNotification = { title: string; body: string; linkPath: string };

/** A digest names this many; the notification list shows them all. */
const TITLES_IN_DIGEST = 10;
export const DIGEST_SUBJECT = (count: number) => `【かけはし】新しいお知らせが${count}件あります`;

/**
 * One event alone is its own mail (its title as the subject, its words, its page); several that came
 * together are one digest that lists them and leads to the notification list (no flood of mails).
 */
export function buildNotificationMail(items: readonly MailedNotification[], target: { siteOrigin: string; unsubscribeUrl: string }) {
  if (items.length === 1) {
    const [item] = items as [MailedNotification];
    return renderMail(
      `【かけはし】${item.title}`,
      <MailLayout preview={item.title} kind="notice" {...target}>
        <MailText>{item.title}</MailText>
        {item.body ? <MailLines text={item.body} /> : null}
        <MailAction href={`${target.siteOrigin}${item.linkPath}`} label="かけはしで確認する" />
      </MailLayout>,
    );
  }
  const shown = items.slice(0, TITLES_IN_DIGEST);
  const more = items.length - shown.length;
  return renderMail(
    DIGEST_SUBJECT(items.length),
    <MailLayout preview={shown[0]!.title} kind="notice" {...target}>
      <MailText>{`応募・選考やスカウトについて、新しいお知らせが${items.length}件あります。`}</MailText>
      <MailLines text={[...shown.map((item) => `・${item.title}`), ...(more > 0 ? [`ほか ${more} 件`] : [])].join("\n")} />
      <MailAction href={`${target.siteOrigin}/mypage/notifications`} label="お知らせを確認する" />
    </MailLayout>,
  );
}
