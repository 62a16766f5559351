import type { Database } from "@/db/client";
import { emailOutbox } from "@/db/schema";

import type { RenderedMail } from "./render-mail";

/**
 * Queues a rendered mail. Pass the transaction of the event that causes it, so the mail exists
 * exactly when the event does (decision 015); the delivery job sends it. Answers the outbox row's id,
 * for a record that points at its mail (an inquiry's reply, issue 18).
 */
export async function queueMail(db: Database, input: { to: string; mail: RenderedMail; unsubscribeUrl?: string; now: Date }): Promise<number> {
  const { to, mail, unsubscribeUrl, now } = input;
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: to,
      subject: mail.subject,
      bodyText: mail.bodyText,
      bodyHtml: mail.bodyHtml,
      unsubscribeUrl,
      // The injected clock, so a test's mail is due at the test's time.
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
