import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { COMPANY_PROFILE } from "@/config/company";
import { emailOutbox } from "@/db/schema";
import { buildContactAcknowledgement, CONTACT_ACK_SUBJECT } from "@/features/contact/contact-mail";
import { queueMail } from "@/platform/mail/outbox";
import { deliverDueMail, DELIVERY_LEASE_MS, RETRY_DELAYS_MS } from "@/platform/mail/outbox-delivery";
import { createSmtpTransport, type MailTransport } from "@/platform/mail/smtp-transport";
import { useApiTestContext } from "@tests/support/api-test-context";
import { headerOf, parseMail, useSmtpTestServer } from "@tests/support/smtp-test-server";

const context = useApiTestContext();
const ORIGIN = "https://kakehashi.example";
const FROM = "かけはし <no-reply@kakehashi.example>";

const mailServer = useSmtpTestServer();

async function queue(toAddress: string, subject = "【かけはし】お問い合わせを受け付けました") {
  const [row] = await context.handle.db
    .insert(emailOutbox)
    .values({ toAddress, subject, bodyText: "お問い合わせありがとうございます。\n内容を確認のうえご連絡します。", nextAttemptAt: context.clock.now() })
    .returning();
  return row!;
}
const rowOf = async (id: number) => (await context.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const deliver = (now = context.clock.now()) => deliverDueMail(context.handle.db, mailServer.transport, { now, from: FROM, siteOrigin: ORIGIN });
const { arrivedFor } = mailServer;

describe("the outbox is delivered over SMTP (issue 12: e-mail delivery)", () => {
  it("a queued mail arrives once, with a Japanese subject encoded for the wire, a stable Message-ID, and is marked sent", async () => {
    const row = await queue("hanako@example.jp");
    expect(await deliver()).toMatchObject({ claimed: 1, sent: 1 });
    const [mail] = arrivedFor("hanako@example.jp");
    expect(mail).toBeDefined();
    expect(mail!.raw.split(/\r?\n\r?\n/)[0]).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    expect(headerOf(mail!.raw, "Subject")).toBe("【かけはし】お問い合わせを受け付けました");
    expect(headerOf(mail!.raw, "Message-ID")).toBe(`<${row.messageKey}@kakehashi.example>`);
    expect(headerOf(mail!.raw, "From")).toContain("no-reply@kakehashi.example");
    expect(await rowOf(row.id)).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null });
    expect(await deliver()).toMatchObject({ claimed: 0 });
    expect(arrivedFor("hanako@example.jp")).toHaveLength(1);
  });

  it("a temporary refusal (451) is tried again after its delay with the same Message-ID; a permanent one (550) ends as failed with the reason", async () => {
    mailServer.server.refuse("later@example.jp", 451, "mailbox busy");
    mailServer.server.refuse("nobody@example.jp", 550, "no such user");
    const later = await queue("later@example.jp");
    const nobody = await queue("nobody@example.jp");
    expect(await deliver()).toMatchObject({ claimed: 2, retried: 1, failed: 1 });
    expect(await rowOf(nobody.id)).toMatchObject({ status: "failed" });
    expect((await rowOf(nobody.id)).lastError).toContain("no such user");
    const waiting = await rowOf(later.id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.nextAttemptAt.getTime() - context.clock.now().getTime()).toBe(RETRY_DELAYS_MS[0]);
    expect(await deliver()).toMatchObject({ claimed: 0 });

    mailServer.server.accept("later@example.jp");
    context.clock.advance(RETRY_DELAYS_MS[0]);
    expect(await deliver()).toMatchObject({ claimed: 1, sent: 1 });
    expect(headerOf(arrivedFor("later@example.jp")[0]!.raw, "Message-ID")).toBe(`<${later.messageKey}@kakehashi.example>`);
  });

  it("a temporary failure that never passes ends as failed after the last retry", async () => {
    mailServer.server.refuse("busy@example.jp", 421, "service not available");
    const row = await queue("busy@example.jp");
    for (const delay of RETRY_DELAYS_MS) {
      expect(await deliver()).toMatchObject({ retried: 1 });
      context.clock.advance(delay);
    }
    expect(await deliver()).toMatchObject({ failed: 1 });
    expect(await rowOf(row.id)).toMatchObject({ status: "failed", attempts: RETRY_DELAYS_MS.length + 1 });
  });

  it("a process killed after claiming leaves its rows to another after the lease, which sends them with the same Message-ID", async () => {
    const row = await queue("crash@example.jp");
    const dead: MailTransport = { send: () => new Promise(() => {}), close: () => {} };
    void deliverDueMail(context.handle.db, dead, { now: context.clock.now(), from: FROM, siteOrigin: ORIGIN });
    await expect.poll(async () => (await rowOf(row.id)).lockedUntil).not.toBeNull();
    expect(await deliver()).toMatchObject({ claimed: 0 });
    context.clock.advance(DELIVERY_LEASE_MS);
    expect(await deliver()).toMatchObject({ claimed: 1, sent: 1 });
    expect(headerOf(arrivedFor("crash@example.jp")[0]!.raw, "Message-ID")).toBe(`<${row.messageKey}@kakehashi.example>`);
  });

  it("two deliverers at once send every mail exactly once", async () => {
    const rows = await Promise.all(Array.from({ length: 30 }, (_, i) => queue(`many${i}@example.jp`)));
    const other = createSmtpTransport(`${mailServer.server.url}?pool=false`);
    const now = context.clock.now();
    const reports = await Promise.all([
      deliverDueMail(context.handle.db, mailServer.transport, { now, from: FROM, siteOrigin: ORIGIN, batchSize: 20 }),
      deliverDueMail(context.handle.db, other, { now, from: FROM, siteOrigin: ORIGIN, batchSize: 20 }),
    ]);
    other.close();
    expect(reports[0]!.sent + reports[1]!.sent).toBeLessThanOrEqual(30);
    await deliver();
    for (const row of rows) expect(arrivedFor(row.toAddress), row.toAddress).toHaveLength(1);
  });
});

describe("templated mail on the wire (issue 12: Japanese, plain text and HTML parts, the footer)", () => {
  const queueRendered = async (to: string, unsubscribeUrl?: string) => {
    const mail = await buildContactAcknowledgement({ id: 42, category: "other", receivedAt: context.clock.now() }, ORIGIN);
    await queueMail(context.handle.db, { to, mail, unsubscribeUrl, now: context.clock.now() });
  };

  it("arrives with both parts, the same content in each, and the footer with the operator and 特定商取引法 link", async () => {
    await queueRendered("parts@example.jp");
    await deliver();
    const mail = await parseMail(arrivedFor("parts@example.jp")[0]!.raw);
    expect(mail.subject).toBe(CONTACT_ACK_SUBJECT);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("お問い合わせを受け付けました");
      expect(part).toContain("受付番号：42");
      expect(part).toContain(COMPANY_PROFILE.name);
    }
    expect(mail.html).toContain(`href="${ORIGIN}/pages/law"`);
    expect(mail.text).toContain(`${ORIGIN}/pages/law`);
    expect(mail.html).toMatch(/<html[^>]*lang="ja"/);
    expect(mail.rawHeader("List-Unsubscribe")).toBeUndefined();
  });

  it("a notice carries the one-click unsubscribe headers (RFC 8058); other mail never does", async () => {
    await queueRendered("notice@example.jp", `${ORIGIN}/mail/unsubscribe?u=1&c=scout&t=abc`);
    await deliver();
    const mail = await parseMail(arrivedFor("notice@example.jp")[0]!.raw);
    expect(mail.rawHeader("List-Unsubscribe")).toBe(`<${ORIGIN}/mail/unsubscribe?u=1&c=scout&t=abc>`);
    expect(mail.rawHeader("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  });
});
