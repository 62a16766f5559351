/**
 * One "server process" of bench/mail.ts: delivery passes over DATABASE_URL's outbox until a pass
 * claims nothing, then prints how many it sent. Arguments: SMTP URL, site origin.
 */
import { openDatabase } from "../../src/db/client";
import { deliverDueMail } from "../../src/platform/mail/outbox-delivery";
import { createSmtpTransport } from "../../src/platform/mail/smtp-transport";

const [smtpUrl, siteOrigin] = process.argv.slice(2) as [string, string];
const handle = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL!, poolSize: 10 });
const transport = createSmtpTransport(smtpUrl);
let sent = 0;
for (;;) {
  const report = await deliverDueMail(handle.db, transport, { now: new Date(), from: "bench <bench@kakehashi.example>", siteOrigin, batchSize: 50 });
  sent += report.sent;
  if (report.claimed === 0) break;
}
transport.close();
await handle.close();
console.log(JSON.stringify({ sent }));
