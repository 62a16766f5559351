import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox, operatorAuditLogs } from "@/db/schema";
import { insertUser } from "@/db/seed/factories";
import { deliverDueMail } from "@/platform/mail/outbox-delivery";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";
import { parseMail, useSmtpTestServer } from "@tests/support/smtp-test-server";

const context = useApiTestContext();
const mailServer = useSmtpTestServer();
const MINUTE = 60_000;

type Row = typeof emailOutbox.$inferInsert;

async function setUp() {
  const { db } = context.handle;
  const at = (minutes: number) => new Date(context.clock.now().getTime() - minutes * MINUTE);
  const insert = async (row: Partial<Row> & Pick<Row, "toAddress" | "subject">, minutesAgo: number) =>
    (
      await db
        .insert(emailOutbox)
        .values({ bodyText: "本文です。", createdAt: at(minutesAgo), nextAttemptAt: at(minutesAgo), ...row })
        .returning()
    )[0]!;
  const failed = await insert(
    {
      toAddress: "nobody@example.jp",
      subject: "【かけはし】メールアドレスの確認",
      status: "failed",
      attempts: 1,
      lastError: "550 5.1.1 <nobody@example.jp>: user unknown",
    },
    30,
  );
  const sent = await insert(
    {
      toAddress: "Hanako@example.jp",
      subject: "【かけはし】パスワードの再設定",
      status: "sent",
      attempts: 1,
      sentAt: at(19),
      bodyText: "次のリンクから再設定してください。\nhttps://kakehashi.example/password_resets/edit?token=secret-token-123",
      bodyHtml: '<p>次のリンク<a href="https://kakehashi.example/password_resets/edit?token=secret-token-123">再設定</a></p>',
    },
    20,
  );
  const pending = await insert(
    { toAddress: "hanako@example.jp", subject: "【かけはし】新着メッセージがあります", status: "pending", attempts: 2, lastError: "421 try again later" },
    10,
  );
  const operator = await insertUser(db, { isAdmin: true });
  const client = new BrowserLikeClient(context.app);
  await logInAs(context.handle, client, operator.id, context.clock.now());
  const rowOf = async (id: number) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
  const auditRows = () => db.select().from(operatorAuditLogs);
  return { failed, sent, pending, operator, client, rowOf, auditRows };
}

type LogPage = { mails: { id: number; to: string; status: string; statusLabel: string; lastError: string | null }[]; totalCount: number; isCountCapped: boolean };

describe("issue 18: メール送信履歴 — what was sent to whom", () => {
  it("lists every mail newest first with its state, and filters by status, address (any case) and subject", async () => {
    const { failed, sent, pending, client } = await setUp();
    const log = async (query = "") => json<LogPage>(await client.request("GET", `/api/v2/admin/mails${query}`));
    const all = await log();
    expect(all.mails.map((m) => [m.id, m.statusLabel])).toEqual([
      [pending.id, "送信待ち（試行 2回）"],
      [sent.id, "送信済"],
      [failed.id, "失敗"],
    ]);
    expect(all).toMatchObject({ totalCount: 3, isCountCapped: false });
    expect(all.mails[2]!.lastError).toBe("550 5.1.1 <nobody@example.jp>: user unknown");

    expect((await log("?status=failed")).mails.map((m) => m.id)).toEqual([failed.id]);
    expect((await log("?status=sent")).mails.map((m) => m.id)).toEqual([sent.id]);
    // Typed with capitals, the lowercase address matches; typed as stored, the capitalised one too.
    expect((await log("?to=HANAKO@EXAMPLE.JP")).mails.map((m) => m.id)).toEqual([pending.id]);
    expect((await log(`?to=${encodeURIComponent("Hanako@Example.JP")}`)).mails.map((m) => m.id)).toEqual([pending.id, sent.id]);
    expect((await log("?to=hanako@example.jp&status=pending")).totalCount).toBe(1);
    expect((await log(`?subject=${encodeURIComponent("パスワード")}`)).mails.map((m) => m.id)).toEqual([sent.id]);
    expect((await log("?subject=%25")).mails).toEqual([]);
    expect((await client.request("GET", "/api/v2/admin/mails?status=bounced")).status).toBe(422);
  });

  it("a mail's page shows its text part with the link's secret hidden, never the HTML", async () => {
    const { sent, client } = await setUp();
    const detail = await json<{ mail: Record<string, unknown> }>(await client.request("GET", `/api/v2/admin/mails/${sent.id}`));
    expect(detail.mail).toMatchObject({ to: "Hanako@example.jp", status: "sent", hasHtmlPart: true, messageId: expect.stringMatching(/^<[0-9a-f-]+@/) });
    expect(detail.mail.bodyText).toBe("次のリンクから再設定してください。\nhttps://kakehashi.example/password_resets/edit?token=[redacted]");
    expect(JSON.stringify(detail)).not.toContain("secret-token-123");
    expect(JSON.stringify(detail)).not.toContain("<a href");
    expect((await client.request("GET", "/api/v2/admin/mails/999999")).status).toBe(404);
  });
});

describe("issue 18: メール送信履歴 — 再送", () => {
  it("resending a failed mail makes it pending (tries from 0, due now, its error kept) with one audit row, and the delivery job then sends it", async () => {
    const { failed, operator, client, rowOf, auditRows } = await setUp();
    const response = await client.request("POST", `/api/v2/admin/mails/${failed.id}/resend`);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ isCopy: false, mail: { id: failed.id, status: "pending", statusLabel: "送信待ち" } });
    expect(await rowOf(failed.id)).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: context.clock.now(), lastError: failed.lastError });
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operatorUserId: operator.id,
      action: "mail.resend",
      targetType: "mail",
      targetId: String(failed.id),
      before: { status: "failed", attempts: 1 },
      after: { status: "pending", attempts: 0 },
    });

    // The address works again: the next delivery pass sends it, and the error is gone.
    const report = await deliverDueMail(context.handle.db, mailServer.transport, {
      now: context.clock.now(),
      from: "かけはし <no-reply@kakehashi.example>",
      siteOrigin: "https://kakehashi.example",
    });
    expect(report).toMatchObject({ sent: 2 });
    const arrived = mailServer.arrivedFor("nobody@example.jp");
    expect(arrived).toHaveLength(1);
    expect((await parseMail(arrived[0]!.raw)).subject).toBe("【かけはし】メールアドレスの確認");
    expect(await rowOf(failed.id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it("resending a sent mail queues a copy (same address, subject and parts, a new message key); the original stays sent", async () => {
    const { sent, client, rowOf, auditRows } = await setUp();
    const response = await client.request("POST", `/api/v2/admin/mails/${sent.id}/resend`);
    expect(response.status).toBe(200);
    const { mail, isCopy } = await json<{ mail: { id: number; status: string }; isCopy: boolean }>(response);
    expect(isCopy).toBe(true);
    expect(mail.id).not.toBe(sent.id);
    const copy = await rowOf(mail.id);
    expect(copy).toMatchObject({
      toAddress: sent.toAddress,
      subject: sent.subject,
      bodyText: sent.bodyText,
      bodyHtml: sent.bodyHtml,
      status: "pending",
      attempts: 0,
      createdAt: context.clock.now(),
    });
    expect(copy.messageKey).not.toBe(sent.messageKey);
    expect(await rowOf(sent.id)).toMatchObject({ status: "sent", sentAt: sent.sentAt });
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "mail.resend", targetId: String(sent.id), before: null, after: { copyMailId: mail.id } });
  });

  it("resending a pending mail is 409 「送信待ちのため再送できません」 and changes nothing", async () => {
    const { pending, client, rowOf, auditRows } = await setUp();
    const response = await client.request("POST", `/api/v2/admin/mails/${pending.id}/resend`);
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({ error: { code: "conflict", message: "送信待ちのため再送できません" } });
    expect(await rowOf(pending.id)).toEqual(pending);
    expect(await auditRows()).toHaveLength(0);
    expect((await context.handle.db.select().from(emailOutbox)).length).toBe(3);
  });

  it("after 15 minutes a resend asks for the password again (403) and changes nothing", async () => {
    const { failed, client, rowOf, auditRows } = await setUp();
    context.clock.advance(16 * MINUTE);
    const response = await client.request("POST", `/api/v2/admin/mails/${failed.id}/resend`);
    expect(response.status).toBe(403);
    expect((await rowOf(failed.id)).status).toBe("failed");
    expect(await auditRows()).toHaveLength(0);
  });
});
