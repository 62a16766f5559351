import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { RequestActor } from "@/platform/actor/actor";
import { adminOrThrow, foundOrThrow } from "@/platform/actor/access-rules";
import { AppError } from "@/platform/errors";
import { messageIdOf } from "@/platform/mail/outbox-delivery";

import { recordOperatorAction } from "../audit/record-operator-action";
import { findMail, findReplyOfMail, insertMailCopy, listMails, lockMail, requeueFailedMail } from "./console-mail-log.queries";
import { MAILS_PER_PAGE, mailStatusLabel, type MailDetail, type MailLogItem, type MailLogPage, type MailLogQuery } from "./console-mail-log.schemas";
import { redactMailText } from "./mail-log-text";

export const MAIL_NOT_FOUND = "メールが見つかりませんでした。";
export const MAIL_PENDING_MESSAGE = "送信待ちのため再送できません";

type ListRow = Awaited<ReturnType<typeof listMails>>["rows"][number];

function itemOf(row: ListRow): MailLogItem {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    statusLabel: mailStatusLabel(row.status, row.attempts),
    attempts: row.attempts,
    createdAt: toJstIsoDateTime(row.createdAt),
    sentAt: row.sentAt ? toJstIsoDateTime(row.sentAt) : null,
    lastError: row.lastError,
  };
}

/** メール送信履歴: every mail newest first, 50 a page, filtered by status, address and subject; the count stops at 10,000. */
export async function readMailLog(db: Database, actor: RequestActor, query: MailLogQuery): Promise<MailLogPage> {
  adminOrThrow(actor);
  const page = query.page ?? 1;
  const { rows, total } = await listMails(
    db,
    { status: query.status, to: query.to || undefined, subject: query.subject || undefined },
    MAILS_PER_PAGE,
    (page - 1) * MAILS_PER_PAGE,
  );
  return {
    mails: rows.map(itemOf),
    page,
    totalCount: total.count,
    isCountCapped: total.isCapped,
    totalPages: Math.max(1, Math.ceil(total.count / MAILS_PER_PAGE)),
  };
}

/** One mail: its headers and its text part (never the HTML: the console shows no sender's markup), secrets in links hidden. */
export async function readMail(db: Database, actor: RequestActor, mailId: number, siteOrigin: string): Promise<MailDetail> {
  adminOrThrow(actor);
  const [row, reply] = await Promise.all([findMail(db, mailId), findReplyOfMail(db, mailId)]);
  const mail = foundOrThrow(row, MAIL_NOT_FOUND);
  return {
    mail: {
      ...itemOf(mail),
      lastError: mail.lastError,
      nextAttemptAt: mail.status === "pending" ? toJstIsoDateTime(mail.nextAttemptAt) : null,
      messageId: messageIdOf(mail.messageKey, siteOrigin),
      hasHtmlPart: mail.bodyHtml !== null,
      hasUnsubscribeHeader: mail.unsubscribeUrl !== null,
      bodyText: redactMailText(mail.bodyText),
    },
    inquiryReply: reply ? { inquiryId: reply.inquiryId, replyId: reply.replyId } : null,
  };
}

/**
 * 再送: a failed mail goes back in the queue (pending, tries from 0, due now); a sent one is copied
 * into a new mail — the customer says it never arrived, and the sent row stays as the record of what
 * went out. A pending mail is still on its way: 409. One audit row on the original mail.
 */
export async function resendMail(db: Database, actor: RequestActor, mailId: number, now: Date): Promise<{ mail: MailLogItem; isCopy: boolean }> {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const mail = foundOrThrow(await lockMail(tx, mailId), MAIL_NOT_FOUND);
    if (mail.status === "pending") throw new AppError("conflict", MAIL_PENDING_MESSAGE);
    if (mail.status === "failed") {
      const requeued = (await requeueFailedMail(tx, mailId, now))!;
      const change = { before: { status: "failed", attempts: mail.attempts }, after: { status: "pending", attempts: 0 } };
      await recordOperatorAction(tx, operator, { action: "mail.resend", targetType: "mail", targetId: mailId, ...change }, now);
      return { mail: itemOf(requeued), isCopy: false };
    }
    const copy = await insertMailCopy(tx, mail, now);
    await recordOperatorAction(tx, operator, { action: "mail.resend", targetType: "mail", targetId: mailId, after: { copyMailId: copy.id } }, now);
    return { mail: itemOf(copy), isCopy: true };
  });
}
