import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { contactInquiries, emailOutbox } from "@/db/schema";
import { insertUser } from "@/db/seed/factories";
import { RATE_LIMITS } from "@/platform/rate-limit";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { VALID_CONTACT_INQUIRY } from "@tests/support/contact-inquiry";
import { logInAs } from "@tests/support/sessions";

const context = useApiTestContext();

const VALID = VALID_CONTACT_INQUIRY;

async function visitor(ip = "203.0.113.20") {
  const client = new BrowserLikeClient(context.app, ip);
  await client.fetchCsrfToken();
  return client;
}

function submit(client: BrowserLikeClient, body: unknown = VALID, options: { csrf?: boolean } = {}) {
  return client.request("POST", "/api/v2/contact_inquiries", { json: body, ...options });
}

async function storedCounts() {
  const [[inquiries], [mails]] = await Promise.all([
    context.handle.db.select({ n: count() }).from(contactInquiries),
    context.handle.db.select({ n: count() }).from(emailOutbox),
  ]);
  return { inquiries: inquiries?.n, mails: mails?.n };
}

describe("POST /api/v2/contact_inquiries", () => {
  it("stores the inquiry, queues an acknowledgement without anything the sender typed, and answers 201 with the id", async () => {
    const response = await submit(await visitor(), { ...VALID, name: "  山田 花子  " });
    expect(response.status).toBe(201);
    const { inquiry } = await json<{ inquiry: { id: number } }>(response);
    expect(inquiry).toEqual({ id: expect.any(Number) });

    const [row] = await context.handle.db.select().from(contactInquiries);
    expect(row).toEqual({
      id: inquiry.id,
      userId: null,
      name: "山田 花子",
      email: "hanako@example.test",
      companyName: "株式会社テスト商事",
      category: "orderer",
      body: VALID.body,
      // The operators' inbox starts it as 新規 (issue 18).
      status: "new",
      statusChangedAt: null,
      createdAt: context.clock.now(),
    });
    const mails = await context.handle.db.select().from(emailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: "hanako@example.test", subject: "【かけはし】お問い合わせを受け付けました", sentAt: null });
    expect(mails[0]!.bodyText).toContain(`受付番号：${inquiry.id}`);
    expect(mails[0]!.bodyText).toContain("受付日時：2026年11月1日 09:00");
    expect(mails[0]!.bodyText).toContain("お問い合わせ種別：企業としての利用");
    // Anyone can type anyone's address: the mail must not carry the sender's words to a stranger.
    for (const typed of ["業務委託のエンジニア", "料金プラン", "山田", "テスト商事"]) expect(mails[0]!.bodyText).not.toContain(typed);
  });

  it("the company name is optional: left out or blank, it is stored as empty", async () => {
    const client = await visitor();
    expect((await submit(client, { ...VALID, companyName: undefined })).status).toBe(201);
    expect((await submit(client, { ...VALID, companyName: "   " })).status).toBe(201);
    const rows = await context.handle.db.select({ companyName: contactInquiries.companyName }).from(contactInquiries);
    expect(rows).toEqual([{ companyName: null }, { companyName: null }]);
  });

  it.each([
    ["name", { name: "" }, "お名前を入力してください"],
    ["name", { name: "　 " }, "お名前を入力してください"],
    ["name", { name: "あ".repeat(51) }, "お名前は50文字以内で入力してください"],
    ["email", { email: "" }, "メールアドレスを入力してください"],
    ["email", { email: "hanako@" }, "メールアドレスの形式が正しくありません"],
    ["email", { email: `${"a".repeat(250)}@example.test` }, "メールアドレスが長すぎます"],
    ["companyName", { companyName: "社".repeat(101) }, "会社名は100文字以内で入力してください"],
    ["category", { category: "sales" }, "お問い合わせ種別を選択してください"],
    ["category", { category: undefined }, "お問い合わせ種別を選択してください"],
    ["body", { body: "" }, "お問い合わせ内容を入力してください"],
    ["body", { body: "短すぎる内容です" }, "お問い合わせ内容は10文字以上で入力してください"],
    ["body", { body: "あ".repeat(2001) }, "お問い合わせ内容は2000文字以内で入力してください"],
  ])("an invalid %s (%j) → 422 naming the field, nothing stored", async (path, change, message) => {
    const response = await submit(await visitor(), { ...VALID, ...change });
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({
      error: { code: "validation_failed", message: "入力内容に誤りがあります。", issues: [{ path, message }] },
    });
    expect(await storedCounts()).toEqual({ inquiries: 0, mails: 0 });
  });

  it("an empty form names every required field at once", async () => {
    const response = await submit(await visitor(), {});
    const { error } = await json<{ error: { issues: { path: string }[] } }>(response);
    expect(error.issues.map((issue) => issue.path)).toEqual(["name", "email", "category", "body"]);
  });

  it("without the CSRF token → 403, nothing stored", async () => {
    const response = await submit(await visitor(), VALID, { csrf: false });
    expect(response.status).toBe(403);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe("csrf_token_invalid");
    expect(await storedCounts()).toEqual({ inquiries: 0, mails: 0 });
  });

  it("one address may send 5 an hour; the 6th is refused with a Japanese 429 and Retry-After", async () => {
    const client = await visitor("203.0.113.55");
    // Invalid attempts do not use up the allowance.
    expect((await submit(client, { ...VALID, body: "" })).status).toBe(422);
    // Each to its own address, so that only the per-IP rule is in play.
    const to = (i: number) => ({ ...VALID, email: `hanako-${i}@example.test` });
    for (let i = 0; i < RATE_LIMITS.contactPerIp.limit; i++) expect((await submit(client, to(i))).status).toBe(201);
    context.clock.advance(59 * 60_000);
    const blocked = await submit(client, to(5));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("3600");
    expect(await json(blocked)).toEqual({
      error: { code: "rate_limited", message: "お問い合わせの送信回数が上限に達しました。60分ほど時間をおいてから、もう一度お試しください。" },
    });
    expect(await storedCounts()).toEqual({ inquiries: 5, mails: 5 });
    // Another address is unaffected, and the first one may send again once the hour is over.
    expect((await submit(await visitor("198.51.100.7"))).status).toBe(201);
    context.clock.advance(60 * 60_000);
    expect((await submit(client, to(6))).status).toBe(201);
  });

  it("one e-mail address may be named 5 times a day from any number of addresses; the 6th is refused", async () => {
    const target = { ...VALID, email: "Someone.Else@example.test" };
    for (let i = 0; i < RATE_LIMITS.contactPerAddress.limit; i++) {
      expect((await submit(await visitor(`198.51.100.${i + 1}`), { ...target, email: i % 2 ? target.email.toLowerCase() : target.email })).status).toBe(201);
    }
    const blocked = await submit(await visitor("198.51.100.99"), target);
    expect(blocked.status).toBe(429);
    expect(await json(blocked)).toEqual({
      error: { code: "rate_limited", message: "お問い合わせの送信回数が上限に達しました。24時間ほど時間をおいてから、もう一度お試しください。" },
    });
    expect(await storedCounts()).toEqual({ inquiries: 5, mails: 5 });
    expect((await submit(await visitor("198.51.100.99"))).status).toBe(201);
  });

  it("records the signed-in user's id", async () => {
    const user = await insertUser(context.handle.db, { isPro: true });
    const client = new BrowserLikeClient(context.app);
    await logInAs(context.handle, client, user.id, context.clock.now());
    expect((await submit(client)).status).toBe(201);
    const [row] = await context.handle.db.select({ userId: contactInquiries.userId }).from(contactInquiries);
    expect(row).toEqual({ userId: user.id });
  });

  it("a body that is not JSON → 415 in Japanese", async () => {
    const client = await visitor();
    const response = await client.request("POST", "/api/v2/contact_inquiries", {
      body: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect((await json<{ error: { message: string } }>(response)).error.message).toBe("Content-Type は application/json を指定してください。");
  });
});
