import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { RATE_LIMITS, enforceRateLimit } from "@/platform/rate-limit";
import { queueMail } from "@/platform/mail/outbox";

import { buildContactAcknowledgement } from "./contact-mail";
import type { ContactInquiryBody } from "./contact.schemas";
import { findContactDetailsOfUser, insertContactInquiry } from "./contact.queries";

type SubmitMeta = { userId: number | null; ipAddress: string; now: Date; siteOrigin: string };

const contactLimitMessage = (wait: string) => `お問い合わせの送信回数が上限に達しました。${wait}ほど時間をおいてから、もう一度お試しください。`;

/**
 * Stores the inquiry and queues the acknowledgement mail in one transaction: there is never an
 * inquiry without its mail, or a mail for an inquiry that was not kept. Only valid submissions
 * count towards the limits (per IP, and per e-mail address the mail goes to), so someone correcting
 * typos is not locked out.
 */
export async function submitContactInquiry(db: Database, body: ContactInquiryBody, meta: SubmitMeta): Promise<{ id: number }> {
  await enforceRateLimit(db, RATE_LIMITS.contactPerIp, meta.ipAddress, meta.now, contactLimitMessage);
  await enforceRateLimit(db, RATE_LIMITS.contactPerAddress, body.email.toLowerCase(), meta.now, contactLimitMessage);
  const id = await inTransaction(db, async (tx) => {
    const inquiryId = await insertContactInquiry(tx, { ...body, userId: meta.userId, createdAt: meta.now });
    const mail = await buildContactAcknowledgement({ id: inquiryId, category: body.category, receivedAt: meta.now }, meta.siteOrigin);
    await queueMail(tx, { to: body.email, mail, now: meta.now });
    return inquiryId;
  });
  return { id };
}

export type ContactPrefill = { name: string; email: string };

/** The signed-in user's name (姓 名) and e-mail for the form; empty for a visitor. */
export async function getContactPrefill(db: Database, userId: number | null): Promise<ContactPrefill> {
  const user = userId === null ? undefined : await findContactDetailsOfUser(db, userId);
  return user ? { name: `${user.lastName} ${user.firstName}`, email: user.email } : { name: "", email: "" };
}
