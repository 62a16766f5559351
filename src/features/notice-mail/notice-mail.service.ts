import type { Database } from "@/db/client";
import { AppError } from "@/platform/errors";
import { queueMail } from "@/platform/mail/outbox";
import type { RenderedMail } from "@/platform/mail/render-mail";

import { NOTICE_MAIL_CATEGORY_LABELS, UNSUBSCRIBE_LINK_INVALID_MESSAGE, type NoticeMailCategory, type UnsubscribeQuery } from "./notice-mail.schemas";
import { hasOptedOut, insertOptOut } from "./notice-mail.queries";
import { isUnsubscribeSignatureValid, signUnsubscribe, unsubscribeUrlFor } from "./unsubscribe-signature";

export { unsubscribeUrlFor } from "./unsubscribe-signature";

export const ONE_CLICK_UNSUBSCRIBE_API_PATH = "/api/v2/mail/unsubscribe";

/** The address mail clients POST to with `List-Unsubscribe=One-Click` (RFC 8058): the API, not the page. */
export function oneClickUnsubscribeUrlFor(siteOrigin: string, appSecret: string, userId: number, category: NoticeMailCategory): string {
  const query = new URLSearchParams({ u: String(userId), c: category, t: signUnsubscribe(appSecret, userId, category) });
  return `${siteOrigin}${ONE_CLICK_UNSUBSCRIBE_API_PATH}?${query.toString()}`;
}

export type NoticeMailInput = {
  userId: number;
  to: string;
  category: NoticeMailCategory;
  /** Renders the notice; its footer links to the page address it is given (MailLayout kind "notice"). */
  render: (unsubscribeUrl: string) => Promise<RenderedMail>;
  now: Date;
  siteOrigin: string;
  appSecret: string;
};

/**
 * How every notice (scouts, applications, messages, news) is sent: skipped when the user stopped
 * that category, otherwise queued in the caller's transaction with its one-click unsubscribe
 * address (the List-Unsubscribe headers). Security and service mail never come through here.
 * Answers whether the mail was queued.
 */
export async function queueNoticeMail(tx: Database, input: NoticeMailInput): Promise<boolean> {
  const { userId, to, category, now, siteOrigin, appSecret } = input;
  if (await hasOptedOut(tx, userId, category)) return false;
  const mail = await input.render(unsubscribeUrlFor(siteOrigin, appSecret, userId, category));
  await queueMail(tx, { to, mail, unsubscribeUrl: oneClickUnsubscribeUrlFor(siteOrigin, appSecret, userId, category), now });
  return true;
}

/** Reads a link's signed values; a wrong signature reads as not found (the page says so plainly). */
export function readUnsubscribeLink(secrets: readonly string[], query: UnsubscribeQuery): { userId: number; category: NoticeMailCategory } {
  const userId = Number(query.u);
  if (!isUnsubscribeSignatureValid(secrets, userId, query.c, query.t)) throw new AppError("not_found", UNSUBSCRIBE_LINK_INVALID_MESSAGE);
  return { userId, category: query.c };
}

/** Stops one category of notices for one user, authenticated by the link's signature alone (no login). */
export async function unsubscribeFromNotices(db: Database, secrets: readonly string[], query: UnsubscribeQuery, now: Date) {
  const { userId, category } = readUnsubscribeLink(secrets, query);
  await insertOptOut(db, userId, category, now);
  return { category, categoryLabel: NOTICE_MAIL_CATEGORY_LABELS[category] };
}
