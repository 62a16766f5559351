import { asc, desc, eq, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { contactInquiries, contactInquiryReplies, emailOutbox, users, type InquiryStatus } from "@/db/schema";

import { countUpToCap } from "../console-capped-count";

const LIST_COLUMNS = {
  id: contactInquiries.id,
  status: contactInquiries.status,
  category: contactInquiries.category,
  name: contactInquiries.name,
  companyName: contactInquiries.companyName,
  email: contactInquiries.email,
  // Enough for the row's first line, not up to 2,000 characters each.
  bodyHead: sql<string>`left(${contactInquiries.body}, 300)`,
  createdAt: contactInquiries.createdAt,
};

/**
 * The inbox, newest first: a status tab reads contact_inquiries_status_created_at_idx, すべて
 * contact_inquiries_created_at_idx; the count stops at the cap.
 */
export async function listInquiries(db: Database, status: InquiryStatus | null, limit: number, offset: number) {
  const where = status ? eq(contactInquiries.status, status) : undefined;
  const [rows, total] = await Promise.all([
    db.select(LIST_COLUMNS).from(contactInquiries).where(where).orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id)).limit(limit).offset(offset),
    countUpToCap(db, contactInquiries, where),
  ]);
  return { rows, total };
}

export async function findInquiry(db: Database, id: number) {
  const [row] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, id)).limit(1);
  return row;
}

/** The status under a row lock: two operators switching or replying at once take turns. */
export async function lockInquiryStatus(tx: Database, id: number) {
  const [row] = await tx.select({ status: contactInquiries.status }).from(contactInquiries).where(eq(contactInquiries.id, id)).for("update").limit(1);
  return row?.status;
}

export async function setInquiryStatus(tx: Database, id: number, status: InquiryStatus, now: Date) {
  const [row] = await tx
    .update(contactInquiries)
    .set({ status, statusChangedAt: now })
    .where(eq(contactInquiries.id, id))
    .returning({ id: contactInquiries.id, status: contactInquiries.status, statusChangedAt: contactInquiries.statusChangedAt });
  return row!;
}

export async function insertInquiryReply(tx: Database, reply: typeof contactInquiryReplies.$inferInsert) {
  const [row] = await tx.insert(contactInquiryReplies).values(reply).returning();
  return row!;
}

/** An inquiry's replies, oldest first, each with its operator and the delivery state of its mail. */
export async function listInquiryReplies(db: Database, inquiryId: number) {
  return db
    .select({
      id: contactInquiryReplies.id,
      body: contactInquiryReplies.body,
      createdAt: contactInquiryReplies.createdAt,
      operatorUserId: contactInquiryReplies.operatorUserId,
      operatorLastName: users.lastName,
      operatorFirstName: users.firstName,
      operatorErasedAt: users.erasedAt,
      mailId: emailOutbox.id,
      mailStatus: emailOutbox.status,
      mailAttempts: emailOutbox.attempts,
      mailSentAt: emailOutbox.sentAt,
      mailLastError: emailOutbox.lastError,
    })
    .from(contactInquiryReplies)
    .leftJoin(users, eq(users.id, contactInquiryReplies.operatorUserId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, contactInquiryReplies.emailOutboxId))
    .where(eq(contactInquiryReplies.inquiryId, inquiryId))
    .orderBy(asc(contactInquiryReplies.createdAt), asc(contactInquiryReplies.id));
}
