/**
 * Mail delivery (issue 12): queues N mails in the outbox and has two server processes deliver them at
 * once to a local SMTP server (tests/support/smtp-test-server.ts); reports mails a second and checks
 * that every mail arrived exactly once (by Message-ID). Target: ≥ 200 mails/s for 10,000 mails.
 *   DATABASE_URL=postgres://…/SCRATCH npm run bench:mail -- [--mails 10000] [--processes 2]
 * The database is emptied of outbox rows first: use a scratch database.
 */
import { execFile } from "node:child_process";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";

import { sql } from "drizzle-orm";

import { openDatabase, selectRows } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { headerOf, startSmtpTestServer } from "../tests/support/smtp-test-server";
import { buildContactAcknowledgement } from "../src/features/contact/contact-mail";
import { flag } from "./support/options";

const mails = flag("mails", 10_000);
const processes = flag("processes", 2);
const url = process.env.DATABASE_URL;
if (!url) throw new Error("bench:mail needs DATABASE_URL (several processes share the outbox on a PostgreSQL server)");

const handle = await openDatabase({ kind: "postgres", url });
await runMigrations(handle);
await handle.db.execute(sql`delete from email_outbox`);
// A real template's two parts (the contact receipt: ~1 KB of text, ~5 KB of HTML), as every mail now has.
const template = await buildContactAcknowledgement({ id: 1, category: "other", receivedAt: new Date() }, "https://kakehashi.example");
await handle.db.execute(sql`
  insert into email_outbox (to_address, subject, body_text, body_html)
  select 'user' || n || '@example.jp', ${template.subject} || ' ' || n, ${template.bodyText}, ${template.bodyHtml} from generate_series(1, ${mails}) as n`);
const smtp = await startSmtpTestServer();
const load = os.loadavg()[0]!.toFixed(2);

const started = performance.now();
const run = promisify(execFile);
const results = await Promise.all(
  Array.from({ length: processes }, () => run("npx", ["tsx", "bench/support/mail-worker.ts", smtp.url, "https://kakehashi.example"], { env: process.env })),
);
const seconds = (performance.now() - started) / 1000;

const perProcess = results.map((r) => (JSON.parse(r.stdout.trim().split("\n").at(-1)!) as { sent: number }).sent);
const ids = smtp.received.map((m) => headerOf(m.raw, "Message-ID"));
const distinct = new Set(ids).size;
const [{ pending, sent }] = (await selectRows<{ pending: number; sent: number }>(
  handle.db,
  sql`select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'sent')::int as sent from email_outbox`,
)) as [{ pending: number; sent: number }];
console.log(`${mails.toLocaleString("en-US")} mails, ${processes} processes (load average ${load} before, ${os.loadavg()[0]!.toFixed(2)} after)`);
console.log(`sent per process: ${perProcess.join(" + ")}; arrived ${smtp.received.length}, distinct Message-IDs ${distinct}; rows sent ${sent}, pending ${pending}`);
console.log(`${seconds.toFixed(1)} s (including each process's start-up) → ${(mails / seconds).toFixed(0)} mails/s`);
if (smtp.received.length !== mails || distinct !== mails) console.log("NOT exactly once");
await smtp.close();
await handle.db.execute(sql`delete from email_outbox`);
await handle.close();
