import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { contactInquiries, contactInquiryReplies, emailOutbox, operatorAuditLogs } from "@/db/schema";
import { insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { VALID_CONTACT_INQUIRY } from "@tests/support/contact-inquiry";
import { logInAs } from "@tests/support/sessions";

const context = useApiTestContext();
const MINUTE = 60_000;

const ANSWER = "お問い合わせありがとうございます。\n料金プランは「掲載プラン」ページをご覧ください。\n\n<b>ご不明点</b>があればご連絡ください。";

async function setUp() {
  const { db } = context.handle;
  const visitor = new BrowserLikeClient(context.app, "203.0.113.30");
  await visitor.fetchCsrfToken();
  const submitted = await visitor.request("POST", "/api/v2/contact_inquiries", { json: VALID_CONTACT_INQUIRY });
  const { inquiry } = await json<{ inquiry: { id: number } }>(submitted);
  const operator = await insertUser(db, { isAdmin: true, lastName: "運営", firstName: "太郎" });
  const client = new BrowserLikeClient(context.app);
  await logInAs(context.handle, client, operator.id, context.clock.now());
  // The acknowledgement is not what these tests look at.
  await db.delete(emailOutbox);
  const state = async () => ({
    inquiry: (await db.select().from(contactInquiries).where(eq(contactInquiries.id, inquiry.id)))[0]!,
    replies: await db.select().from(contactInquiryReplies),
    mails: await db.select().from(emailOutbox),
    audit: await db.select().from(operatorAuditLogs),
  });
  return { inquiryId: inquiry.id, operator, client, state };
}

describe("issue 18: 問い合わせ — an operator answers an inquiry by e-mail", () => {
  it("a reply queues exactly one mail to the inquirer naming the 受付番号 and quoting the inquiry, records the reply, moves 新規 → 対応中 and writes one audit row without the words", async () => {
    const { inquiryId, operator, client, state } = await setUp();
    const response = await client.request("POST", `/api/v2/admin/inquiries/${inquiryId}/replies`, { json: { body: `${ANSWER}\n\n` } });
    expect(response.status).toBe(201);
    const answered = await json<{ reply: { id: number; body: string; operator: { name: string }; mail: { status: string } }; inquiry: { status: string } }>(response);
    expect(answered.inquiry.status).toBe("in_progress");
    expect(answered.reply).toMatchObject({ body: ANSWER, operator: { name: "運営 太郎" }, mail: { status: "pending" } });

    const { inquiry, replies, mails, audit } = await state();
    expect(inquiry).toMatchObject({ status: "in_progress", statusChangedAt: context.clock.now() });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ toAddress: VALID_CONTACT_INQUIRY.email, subject: `【かけはし】お問い合わせへのご回答（受付番号 ${inquiryId}）`, status: "pending" });
    expect(mail.bodyText).toContain("山田 花子 様");
    expect(mail.bodyText).toContain("料金プランは「掲載プラン」ページをご覧ください。");
    expect(mail.bodyText).toContain(`受付番号：${inquiryId}`);
    expect(mail.bodyText).toContain("> 業務委託のエンジニアを2名探しています。\n> 料金プランについて教えてください。");
    // The operator's words are text in the HTML part, never markup.
    expect(mail.bodyHtml).toContain("&lt;b&gt;ご不明点&lt;/b&gt;");
    expect(mail.bodyHtml).not.toContain("<b>ご不明点");

    expect(replies).toEqual([{ id: answered.reply.id, inquiryId, operatorUserId: operator.id, body: ANSWER, emailOutboxId: mail.id, createdAt: context.clock.now() }]);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "inquiry.reply",
      targetType: "inquiry",
      targetId: String(inquiryId),
      operatorUserId: operator.id,
      before: { status: "new" },
      after: { replyId: answered.reply.id, mailId: mail.id, length: Array.from(ANSWER).length, status: "in_progress" },
      reason: null,
    });
    expect(JSON.stringify(audit[0])).not.toContain("掲載プラン");

    // The inquiry's page lists the reply with its mail's state.
    const detail = await json<{ replies: { id: number; mail: { id: number; statusLabel: string } }[] }>(
      await client.request("GET", `/api/v2/admin/inquiries/${inquiryId}`),
    );
    expect(detail.replies).toEqual([expect.objectContaining({ id: answered.reply.id, mail: expect.objectContaining({ id: mail.id, statusLabel: "送信待ち" }) })]);
  });

  it("a second reply leaves 対応中 (and 完了) as it is; its audit row holds no status", async () => {
    const { inquiryId, client, state } = await setUp();
    await client.request("POST", `/api/v2/admin/inquiries/${inquiryId}/replies`, { json: { body: "一度目の回答です。" } });
    await client.request("PUT", `/api/v2/admin/inquiries/${inquiryId}/status`, { json: { status: "done" } });
    const second = await client.request("POST", `/api/v2/admin/inquiries/${inquiryId}/replies`, { json: { body: "追記です。" } });
    expect(second.status).toBe(201);
    const { inquiry, mails, audit } = await state();
    expect(inquiry.status).toBe("done");
    expect(mails).toHaveLength(2);
    expect(audit.at(-1)).toMatchObject({ action: "inquiry.reply", before: null, after: { length: 5 } });
    expect(audit.at(-1)!.after).not.toHaveProperty("status");
  });

  it.each([
    ["too long", { body: "あ".repeat(10_001) }, "回答は10,000文字以内で入力してください"],
    ["a control character", { body: "回答です\u0000" }, "制御文字（NUL や改行など）は入力できません"],
    ["only blank lines", { body: " \n\n " }, "回答を入力してください"],
    ["missing", {}, "回答を入力してください"],
  ])("a reply that is %s → 422 naming body, and nothing is written", async (_, payload, message) => {
    const { inquiryId, client, state } = await setUp();
    const response = await client.request("POST", `/api/v2/admin/inquiries/${inquiryId}/replies`, { json: payload });
    expect(response.status).toBe(422);
    expect((await json<{ error: { issues: { path: string; message: string }[] } }>(response)).error.issues).toEqual([{ path: "body", message }]);
    const { inquiry, replies, mails, audit } = await state();
    expect({ status: inquiry.status, replies: replies.length, mails: mails.length, audit: audit.length }).toEqual({ status: "new", replies: 0, mails: 0, audit: 0 });
  });

  it("10,000 characters are accepted", async () => {
    const { inquiryId, client } = await setUp();
    expect((await client.request("POST", `/api/v2/admin/inquiries/${inquiryId}/replies`, { json: { body: "あ".repeat(10_000) } })).status).toBe(201);
  });

  it("a reply after the password confirmation went stale is 403 and writes nothing; an unknown inquiry is 404", async () => {
    const { inquiryId, client, state } = await setUp();
    expect((await client.request("POST", "/api/v2/admin/inquiries/999999/replies", { json: { body: "回答です。" } })).status).toBe(404);
    context.clock.advance(16 * MINUTE);
    const stale = await client.request("POST", `/api/v2/admin/inquiries/${inquiryId}/replies`, { json: { body: "回答です。" } });
    expect(stale.status).toBe(403);
    const { replies, mails, audit } = await state();
    expect([replies.length, mails.length, audit.length]).toEqual([0, 0, 0]);
  });
});

describe("issue 18: 問い合わせ — the inbox and the status", () => {
  it("the status switch sets 新規 / 対応中 / 完了 with one audit row each; the same status again is 409 and writes nothing", async () => {
    const { inquiryId, client, state } = await setUp();
    const done = await client.request("PUT", `/api/v2/admin/inquiries/${inquiryId}/status`, { json: { status: "done" } });
    expect(done.status).toBe(200);
    expect(await json(done)).toMatchObject({ id: inquiryId, status: "done", statusLabel: "完了" });
    const again = await client.request("PUT", `/api/v2/admin/inquiries/${inquiryId}/status`, { json: { status: "done" } });
    expect(again.status).toBe(409);
    expect((await json<{ error: { message: string } }>(again)).error.message).toBe("このお問い合わせはすでに「完了」です。");
    const bad = await client.request("PUT", `/api/v2/admin/inquiries/${inquiryId}/status`, { json: { status: "closed" } });
    expect(bad.status).toBe(422);
    const { inquiry, audit } = await state();
    expect(inquiry.status).toBe("done");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "inquiry.change_status",
      targetType: "inquiry",
      targetId: String(inquiryId),
      before: { status: "new" },
      after: { status: "done" },
    });
  });

  it("the tabs list one status each (newest first) and すべて lists every one, with the first line of each", async () => {
    const { db } = context.handle;
    const { inquiryId, client } = await setUp();
    const at = (minutes: number) => new Date(context.clock.now().getTime() + minutes * MINUTE);
    await db.insert(contactInquiries).values([
      { name: "佐藤 一郎", email: "sato@example.test", category: "pro", body: "\n  退会の方法を教えてください。\n2行目", status: "in_progress", createdAt: at(1) },
      { name: "鈴木 次郎", email: "suzuki@example.test", category: "press", body: "取材のお願いです。", status: "new", createdAt: at(2) },
    ]);
    type Inbox = { inquiries: { id: number; name: string; firstLine: string; categoryLabel: string }[]; totalCount: number; isCountCapped: boolean };
    const inbox = async (tab: string) => json<Inbox>(await client.request("GET", `/api/v2/admin/inquiries?tab=${tab}`));
    const fresh = await inbox("new");
    expect(fresh.inquiries.map((i) => i.name)).toEqual(["鈴木 次郎", "山田 花子"]);
    expect(fresh).toMatchObject({ totalCount: 2, isCountCapped: false });
    expect(fresh.inquiries[1]).toMatchObject({ id: inquiryId, firstLine: "業務委託のエンジニアを2名探しています。", categoryLabel: "企業としての利用" });
    expect((await inbox("in_progress")).inquiries).toEqual([expect.objectContaining({ name: "佐藤 一郎", firstLine: "退会の方法を教えてください。" })]);
    expect((await inbox("done")).inquiries).toEqual([]);
    expect((await inbox("all")).inquiries.map((i) => i.name)).toEqual(["鈴木 次郎", "佐藤 一郎", "山田 花子"]);
    expect((await client.request("GET", "/api/v2/admin/inquiries?tab=spam")).status).toBe(422);
  });
});
