import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { corporationMemberships, emailOutbox, users } from "@/db/schema";
import { WELCOME_VERIFICATION_SUBJECT } from "@/features/account-email/account-email-mail";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { ordererSignUpBody, proSignUpBody, signUpThroughApi } from "@tests/support/accounts";
import { useApiTestContext } from "@tests/support/api-test-context";

const context = useApiTestContext();
let client: BrowserLikeClient;

beforeEach(async () => {
  client = new BrowserLikeClient(context.app);
  await client.fetchCsrfToken();
});

async function userCount() {
  const [row] = await context.handle.db.select({ value: count() }).from(users);
  return row!.value;
}

describe("POST /api/v2/users (sign-up)", () => {
  it("a new pro is signed up, logged in and sees themself in /api/v2/me", async () => {
    const response = await client.request("POST", "/api/v2/users", { json: proSignUpBody() });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ isPro: true, isOrderer: false, lastName: "山田", plan: "free" });
    const me = await json(await client.request("GET", "/api/v2/me"));
    expect(me).toMatchObject({ isPro: true, firstName: "花子", corporations: [], currentCorporation: null });
    const [mail] = await context.handle.db.select().from(emailOutbox);
    expect(mail?.subject).toBe(WELCOME_VERIFICATION_SUBJECT);
  });

  it("a new orderer's company name creates their corporation, which becomes current", async () => {
    const response = await client.request("POST", "/api/v2/users", { json: ordererSignUpBody({ companyName: "株式会社かけはしテック" }) });
    expect(response.status).toBe(201);
    const me = await json<{ id: number; corporations: { name: string }[]; currentCorporation: { name: string } }>(response);
    expect(me.corporations.map((c) => c.name)).toEqual(["株式会社かけはしテック"]);
    expect(me.currentCorporation.name).toBe("株式会社かけはしテック");
    const memberships = await context.handle.db.select().from(corporationMemberships).where(eq(corporationMemberships.userId, me.id));
    expect(memberships).toHaveLength(1);
    expect(memberships[0]!.role).toBe("owner");
  });

  it("issue 12: kana typed in half-width katakana or hiragana is stored as full-width katakana; a full-width e-mail address is read, not refused", async () => {
    const response = await client.request("POST", "/api/v2/users", {
      json: proSignUpBody({ email: "ｈａｎａｋｏ．ｋａｎａ＠ｅｘａｍｐｌｅ．ｔｅｓｔ", lastNameKana: "ﾔﾏﾀﾞ", firstNameKana: "はなこ" }),
    });
    expect(response.status).toBe(201);
    const [user] = await context.handle.db.select().from(users);
    expect(user).toMatchObject({ email: "hanako.kana@example.test", lastNameKana: "ヤマダ", firstNameKana: "ハナコ" });
    const again = new BrowserLikeClient(context.app, "198.51.100.8");
    await again.fetchCsrfToken();
    const login = await again.request("POST", "/api/v2/sessions", { json: { email: "ＨＡＮＡＫＯ.kana@example.test", password: proSignUpBody().password } });
    expect(login.status).toBe(200);
  });

  it("e-mail addresses are compared without case or surrounding spaces", async () => {
    await signUpThroughApi(client, proSignUpBody({ email: "Taro@Example.test" }));
    const again = new BrowserLikeClient(context.app, "198.51.100.7");
    await again.fetchCsrfToken();
    const response = await again.request("POST", "/api/v2/users", { json: proSignUpBody({ email: "  taro@example.TEST " }) });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      error: { code: "email_taken", message: "このメールアドレスはすでに登録されています。" },
    });
  });

  const invalidBodies: [string, Record<string, unknown>, string, string][] = [
    ["a password shorter than 8 characters", { password: "short1!" }, "password", "パスワードは8文字以上で入力してください"],
    ["a password longer than 128 characters", { password: "a".repeat(60) + "b".repeat(69) }, "password", "パスワードは128文字以内で入力してください"],
    ["a common password", { password: "password123" }, "password", "このパスワードは推測されやすいため使えません。別のパスワードを指定してください"],
    ["a run of digits", { password: "23456789" }, "password", "このパスワードは推測されやすいため使えません。別のパスワードを指定してください"],
    ["a malformed e-mail", { email: "not-an-email" }, "email", "メールアドレスの形式が正しくありません"],
    ["a missing last name", { lastName: "" }, "lastName", "姓を入力してください"],
    ["kana that is not katakana", { lastNameKana: "yamada" }, "lastNameKana", "セイはカタカナで入力してください"],
    ["no consent to the terms", { agreeToTerms: false }, "agreeToTerms", "利用規約とプライバシーポリシーへの同意が必要です"],
    ["an orderer without a company name", { role: "orderer" }, "companyName", "会社名を入力してください"],
    ["an unknown role", { role: "admin" }, "role", "登録の種類を選択してください"],
  ];

  it.each(invalidBodies)("%s is refused with 422 naming the field, and nothing is written", async (_, overrides, path, message) => {
    const response = await client.request("POST", "/api/v2/users", { json: proSignUpBody(overrides) });
    expect(response.status).toBe(422);
    const body = await json<{ error: { code: string; message: string; issues: { path: string; message: string }[] } }>(response);
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toBe("入力内容に誤りがあります。");
    expect(body.error.issues).toContainEqual({ path, message });
    expect(await userCount()).toBe(0);
  });

  it.each([
    ["malformed JSON", { body: "{not json", headers: { "content-type": "application/json" } }, 400, "invalid_json"],
    ["a form body instead of JSON", { body: "email=a", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415, "unsupported_media_type"],
    ["a JSON array", { json: [] }, 422, "validation_failed"],
    ["an oversized body", { json: { ...proSignUpBody(), bio: "あ".repeat(60_000) } }, 413, "payload_too_large"],
  ] as const)("%s is answered %i %s and writes nothing", async (_, options, status, code) => {
    const response = await client.request("POST", "/api/v2/users", options as never);
    expect(response.status).toBe(status);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe(code);
    expect(await userCount()).toBe(0);
  });
});
