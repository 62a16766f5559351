import type { Database } from "@/db/client";
import { emailOutbox } from "@/db/schema";

import type { RenderedMail } from "./render-mail";

/**
 * Queues a rendered mail. Pass the transaction of the event that causes it, so the mail exists
 * exactly when the event does (decision 015); the delivery job sends it.
 */
export async function queueMail(db: Database, input: { to: string; mail: RenderedMail; unsubscribeUrl?: string; now: Date }): Promise<void> {
  const { to, mail, unsubscribeUrl, now } = input;
  await db.insert(emailOutbox).values({
    toAddress: to,
    subject: mail.subject,
    bodyText: mail.bodyText,
    bodyHtml: mail.bodyHtml,
    unsubscribeUrl,
    // The injected clock, so a test's mail is due at the test's time.
    createdAt: now,
    nextAttemptAt: now,
  });
}
