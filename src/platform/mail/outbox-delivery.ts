import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

import { DeliveryError, type MailTransport } from "./smtp-transport";

/** How long a claimed row is ours: a process killed mid-batch frees its rows after this. */
export const DELIVERY_LEASE_MS = 2 * 60_000;
/** Waits before each retry of a temporary failure; after the last one the mail is marked failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 12 * 60 * 60_000] as const;

type ClaimedMail = {
  id: number;
  toAddress: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  unsubscribeUrl: string | null;
  messageKey: string;
  attempts: number;
};

export type DeliveryOptions = { now: Date; from: string; siteOrigin: string; batchSize?: number };
export type DeliveryReport = { claimed: number; sent: number; retried: number; failed: number };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** `<message_key@host>`: the same on every attempt, so a receiver can recognise a repeat after a crash. */
export function messageIdOf(messageKey: string, siteOrigin: string): string {
  return `<${messageKey}@${new URL(siteOrigin).hostname}>`;
}

/**
 * Claims due mail (oldest first) with a lease: `FOR UPDATE SKIP LOCKED` lets several processes claim
 * at once without taking the same row, on PostgreSQL and on PGlite alike.
 */
async function claimDueMail(db: Database, now: Date, batchSize: number): Promise<ClaimedMail[]> {
  return selectRows<ClaimedMail>(
    db,
    sql`
      update email_outbox set locked_until = ${at(new Date(now.getTime() + DELIVERY_LEASE_MS))}, attempts = attempts + 1
      where id in (
        select id from email_outbox
        where status = 'pending' and next_attempt_at <= ${at(now)} and (locked_until is null or locked_until <= ${at(now)})
        order by next_attempt_at, id
        limit ${batchSize}
        for update skip locked
      )
      returning id, to_address as "toAddress", subject, body_text as "bodyText", body_html as "bodyHtml",
        unsubscribe_url as "unsubscribeUrl", message_key as "messageKey", attempts`,
  );
}

async function markSent(db: Database, id: number, now: Date) {
  await db.execute(sql`update email_outbox set status = 'sent', sent_at = ${at(now)}, locked_until = null, last_error = null where id = ${id}`);
}

/** A temporary failure waits its turn (RETRY_DELAYS_MS); a permanent one, or the last try, ends as failed. */
async function markFailedAttempt(db: Database, mail: ClaimedMail, error: DeliveryError, now: Date): Promise<"retried" | "failed"> {
  const delay = RETRY_DELAYS_MS[mail.attempts - 1];
  if (error.isPermanent || delay === undefined) {
    await db.execute(sql`update email_outbox set status = 'failed', locked_until = null, last_error = ${error.message} where id = ${mail.id}`);
    return "failed";
  }
  const next = new Date(now.getTime() + delay);
  await db.execute(sql`update email_outbox set next_attempt_at = ${at(next)}, locked_until = null, last_error = ${error.message} where id = ${mail.id}`);
  return "retried";
}

/**
 * One delivery pass: claims a batch of due mail and sends each over the transport. At least once: a
 * row is marked sent only after the server accepted it, so a crash between the two sends it again —
 * with the same Message-ID.
 */
export async function deliverDueMail(db: Database, transport: MailTransport, options: DeliveryOptions): Promise<DeliveryReport> {
  const { now, from, siteOrigin, batchSize = 50 } = options;
  const claimed = await claimDueMail(db, now, batchSize);
  const report: DeliveryReport = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  await Promise.all(
    claimed.map(async (mail) => {
      try {
        await transport.send({
          from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.bodyText,
          html: mail.bodyHtml ?? undefined,
          unsubscribeUrl: mail.unsubscribeUrl ?? undefined,
          messageId: messageIdOf(mail.messageKey, siteOrigin),
        });
        await markSent(db, mail.id, now);
        report.sent += 1;
      } catch (error) {
        const outcome = await markFailedAttempt(db, mail, error instanceof DeliveryError ? error : new DeliveryError(String(error), false), now);
        report[outcome] += 1;
      }
    }),
  );
  return report;
}
