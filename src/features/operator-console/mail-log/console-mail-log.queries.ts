import { and, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";

import type { Database } from "@/db/client";
import { contactInquiryReplies, emailOutbox } from "@/db/schema";

import { countUpToCap } from "../console-capped-count";
import { containsPattern, storedAddressVariants } from "./mail-log-text";
import type { MailStatus } from "./console-mail-log.schemas";

export type MailFilter = { status?: MailStatus; to?: string; subject?: string };

function whereOf(filter: MailFilter): SQL | undefined {
  return and(
    filter.status ? eq(emailOutbox.status, filter.status) : undefined,
    // An IN list on the column itself, so the address index answers it (a lower() would read every row).
    filter.to ? inArray(emailOutbox.toAddress, storedAddressVariants(filter.to)) : undefined,
    filter.subject ? ilike(emailOutbox.subject, containsPattern(filter.subject)) : undefined,
  );
}

const LIST_COLUMNS = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  // The list shows a line of it; a long SMTP transcript stays in the row.
  lastError: sql<string | null>`left(${emailOutbox.lastError}, 200)`,
};

/** The outbox newest first (email_outbox_created_at_idx; a failed-only list reads email_outbox_failed_idx), a page at a time. */
export async function listMails(db: Database, filter: MailFilter, limit: number, offset: number) {
  const where = whereOf(filter);
  const [rows, total] = await Promise.all([
    db.select(LIST_COLUMNS).from(emailOutbox).where(where).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit).offset(offset),
    countUpToCap(db, emailOutbox, where),
  ]);
  return { rows, total };
}

export async function findMail(db: Database, id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row;
}

/** The mail, locked for a resend: the delivery job and a second operator wait (or skip it). */
export async function lockMail(tx: Database, id: number) {
  const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for("update").limit(1);
  return row;
}

/** A failed mail goes back in the queue as if new: due now, its tries counted from 0; its last error stays until the next try. */
export async function requeueFailedMail(tx: Database, id: number, now: Date) {
  const [row] = await tx
    .update(emailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
    .returning(LIST_COLUMNS);
  return row;
}

/** A new row with the same address, subject and parts (and so a new message key: it is another message). */
export async function insertMailCopy(tx: Database, original: typeof emailOutbox.$inferSelect, now: Date) {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toAddress: original.toAddress,
      subject: original.subject,
      bodyText: original.bodyText,
      bodyHtml: original.bodyHtml,
      unsubscribeUrl: original.unsubscribeUrl,
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning(LIST_COLUMNS);
  return row!;
}

/** The inquiry a mail answers, when it is an operator's reply (few rows: the replies table is small). */
export async function findReplyOfMail(db: Database, mailId: number) {
  const [row] = await db
    .select({ replyId: contactInquiryReplies.id, inquiryId: contactInquiryReplies.inquiryId })
    .from(contactInquiryReplies)
    .where(eq(contactInquiryReplies.emailOutboxId, mailId))
    .limit(1);
  return row;
}
