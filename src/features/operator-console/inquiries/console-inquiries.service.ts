import type { Database } from "@/db/client";
import type { InquiryStatus } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { contactCategoryLabel } from "@/features/contact/contact.schemas";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { RequestActor } from "@/platform/actor/actor";
import { adminOrThrow, foundOrThrow } from "@/platform/actor/access-rules";
import { AppError } from "@/platform/errors";
import { queueMail } from "@/platform/mail/outbox";

import { recordOperatorAction } from "../audit/record-operator-action";
import { mailStatusLabel } from "../mail-log/console-mail-log.schemas";
import { findInquiry, insertInquiryReply, listInquiries, listInquiryReplies, lockInquiryStatus, setInquiryStatus } from "./console-inquiries.queries";
import {
  INQUIRIES_PER_PAGE,
  INQUIRY_STATUS_LABELS,
  type InquiryDetail,
  type InquiryInboxPage,
  type InquiryInboxQuery,
  type InquiryListItem,
  type InquiryReply,
} from "./console-inquiries.schemas";
import { buildInquiryReplyMail } from "./inquiry-reply-mail";

export const INQUIRY_NOT_FOUND = "お問い合わせが見つかりませんでした。";

const FIRST_LINE_MAX = 100;

/** The line a list row shows: the first one with words in it, cut. */
function firstLineOf(text: string): string {
  const line = (text.split(/\r?\n/).find((l) => l.trim() !== "") ?? "").trim();
  return line.length > FIRST_LINE_MAX ? `${line.slice(0, FIRST_LINE_MAX)}…` : line;
}

type InquiryFields = { id: number; status: InquiryStatus; category: string; name: string; companyName: string | null; email: string; createdAt: Date };

function listFieldsOf(row: InquiryFields): Omit<InquiryListItem, "firstLine"> {
  return {
    id: row.id,
    status: row.status,
    statusLabel: INQUIRY_STATUS_LABELS[row.status],
    category: row.category,
    categoryLabel: contactCategoryLabel(row.category),
    name: row.name,
    companyName: row.companyName,
    email: row.email,
    receivedAt: toJstIsoDateTime(row.createdAt),
  };
}

/** 問い合わせ: one status's inquiries (or all), newest first, 50 a page. */
export async function readInquiryInbox(db: Database, actor: RequestActor, query: InquiryInboxQuery): Promise<InquiryInboxPage> {
  adminOrThrow(actor);
  const tab = query.tab ?? "new";
  const page = query.page ?? 1;
  const { rows, total } = await listInquiries(db, tab === "all" ? null : tab, INQUIRIES_PER_PAGE, (page - 1) * INQUIRIES_PER_PAGE);
  return {
    inquiries: rows.map((row) => ({ ...listFieldsOf(row), firstLine: firstLineOf(row.bodyHead) })),
    page,
    totalCount: total.count,
    isCountCapped: total.isCapped,
    totalPages: Math.max(1, Math.ceil(total.count / INQUIRIES_PER_PAGE)),
  };
}

type ReplyRow = Awaited<ReturnType<typeof listInquiryReplies>>[number];

function replyOf(row: ReplyRow): InquiryReply {
  const operatorName = row.operatorUserId === null || row.operatorErasedAt ? "退会したユーザー" : `${row.operatorLastName ?? ""} ${row.operatorFirstName ?? ""}`.trim();
  return {
    id: row.id,
    createdAt: toJstIsoDateTime(row.createdAt),
    operator: { id: row.operatorUserId, name: operatorName },
    body: row.body,
    mail:
      row.mailId === null || row.mailStatus === null
        ? null
        : {
            id: row.mailId,
            status: row.mailStatus,
            statusLabel: mailStatusLabel(row.mailStatus, row.mailAttempts ?? 0),
            sentAt: row.mailSentAt ? toJstIsoDateTime(row.mailSentAt) : null,
            lastError: row.mailLastError,
          },
  };
}

/** One inquiry whole, with the answers sent so far and how each mail fared. */
export async function readInquiry(db: Database, actor: RequestActor, inquiryId: number): Promise<InquiryDetail> {
  adminOrThrow(actor);
  const [row, replies] = await Promise.all([findInquiry(db, inquiryId), listInquiryReplies(db, inquiryId)]);
  const inquiry = foundOrThrow(row, INQUIRY_NOT_FOUND);
  return {
    inquiry: {
      ...listFieldsOf(inquiry),
      body: inquiry.body,
      statusChangedAt: inquiry.statusChangedAt ? toJstIsoDateTime(inquiry.statusChangedAt) : null,
      userId: inquiry.userId,
    },
    replies: replies.map(replyOf),
  };
}

function summaryOf(row: { id: number; status: InquiryStatus; statusChangedAt: Date | null }) {
  return {
    id: row.id,
    status: row.status,
    statusLabel: INQUIRY_STATUS_LABELS[row.status],
    statusChangedAt: row.statusChangedAt ? toJstIsoDateTime(row.statusChangedAt) : null,
  };
}

/** 新規 / 対応中 / 完了, set by hand; choosing the status it already has is 409 (someone else may just have set it). */
export async function changeInquiryStatus(db: Database, actor: RequestActor, inquiryId: number, status: InquiryStatus, now: Date) {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const current = foundOrThrow(await lockInquiryStatus(tx, inquiryId), INQUIRY_NOT_FOUND);
    if (current === status) throw new AppError("conflict", `このお問い合わせはすでに「${INQUIRY_STATUS_LABELS[status]}」です。`);
    const updated = await setInquiryStatus(tx, inquiryId, status, now);
    await recordOperatorAction(
      tx,
      operator,
      { action: "inquiry.change_status", targetType: "inquiry", targetId: inquiryId, before: { status: current }, after: { status } },
      now,
    );
    return summaryOf(updated);
  });
}

/**
 * 返信: the answer goes to the inquiry's address as a mail (queued in this transaction), is kept as a
 * reply pointing at that mail, and a 新規 inquiry becomes 対応中 (完了 is the operator's own call).
 * The audit row holds the reply's id and length — the words are in the reply and the mail, not in the log.
 */
export async function replyToInquiry(db: Database, actor: RequestActor, inquiryId: number, answer: string, context: { now: Date; siteOrigin: string }) {
  const operator = adminOrThrow(actor);
  const { now, siteOrigin } = context;
  // What the mail quotes never changes after the form sent it, so it is rendered before the transaction opens.
  const inquiry = foundOrThrow(await findInquiry(db, inquiryId), INQUIRY_NOT_FOUND);
  const mail = await buildInquiryReplyMail(
    { id: inquiry.id, name: inquiry.name, category: inquiry.category, body: inquiry.body, receivedAt: inquiry.createdAt },
    answer,
    siteOrigin,
  );
  const { replyId, summary } = await inTransaction(db, async (tx) => {
    const status = foundOrThrow(await lockInquiryStatus(tx, inquiryId), INQUIRY_NOT_FOUND);
    const mailId = await queueMail(tx, { to: inquiry.email, mail, now });
    const reply = await insertInquiryReply(tx, { inquiryId, operatorUserId: operator.userId, body: answer, emailOutboxId: mailId, createdAt: now });
    const moved = status === "new" ? await setInquiryStatus(tx, inquiryId, "in_progress", now) : null;
    await recordOperatorAction(
      tx,
      operator,
      {
        action: "inquiry.reply",
        targetType: "inquiry",
        targetId: inquiryId,
        before: moved ? { status } : null,
        after: { replyId: reply.id, mailId, length: Array.from(answer).length, ...(moved ? { status: moved.status } : {}) },
      },
      now,
    );
    return { replyId: reply.id, summary: summaryOf(moved ?? { id: inquiryId, status, statusChangedAt: inquiry.statusChangedAt }) };
  });
  const replies = await listInquiryReplies(db, inquiryId);
  return { reply: replyOf(replies.find((row) => row.id === replyId)!), inquiry: summary };
}
