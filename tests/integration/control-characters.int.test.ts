import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { contactInquiries, corporations, users } from "@/db/schema";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { ordererSignUpBody, proSignUpBody } from "@tests/support/accounts";
import { useApiTestContext } from "@tests/support/api-test-context";
import { VALID_CONTACT_INQUIRY } from "@tests/support/contact-inquiry";

const context = useApiTestContext();

const CONTACT = VALID_CONTACT_INQUIRY;
const BROKEN = "正しく読み取れない文字（壊れた文字）が含まれています。入力し直してください";

async function rowCounts() {
  const [[u], [c], [i]] = await Promise.all([
    context.handle.db.select({ n: count() }).from(users),
    context.handle.db.select({ n: count() }).from(corporations),
    context.handle.db.select({ n: count() }).from(contactInquiries),
  ]);
  return { users: u!.n, corporations: c!.n, inquiries: i!.n };
}

const cases: [string, string, Record<string, unknown>, string, string][] = [
  ["NUL in a last name", "/api/v2/users", proSignUpBody({ lastName: "山\u0000田" }), "lastName", "制御文字（NUL や改行など）は入力できません"],
  ["NUL in a company name", "/api/v2/users", ordererSignUpBody({ companyName: "株式会社\u0000テスト" }), "companyName", "制御文字（NUL や改行など）は入力できません"],
  ["an escape character in a first name", "/api/v2/users", proSignUpBody({ firstName: "花子\u001b[31m" }), "firstName", "制御文字（NUL や改行など）は入力できません"],
  ["a line break in a first name", "/api/v2/users", proSignUpBody({ firstName: "花\n子" }), "firstName", "名に改行やタブは使えません"],
  ["a tab in a company name", "/api/v2/users", ordererSignUpBody({ companyName: "株式会社\tテスト" }), "companyName", "会社名に改行やタブは使えません"],
  ["NUL in a contact name", "/api/v2/contact_inquiries", { ...CONTACT, name: "山田\u0000花子" }, "name", "制御文字（NUL や改行など）は入力できません"],
  ["NUL in a contact company", "/api/v2/contact_inquiries", { ...CONTACT, companyName: "\u0000" }, "companyName", "制御文字（NUL や改行など）は入力できません"],
  ["NUL in a contact message", "/api/v2/contact_inquiries", { ...CONTACT, body: `${CONTACT.body}\u0000` }, "body", "制御文字（NUL や改行など）は入力できません"],
  ["a C1 control in a contact message", "/api/v2/contact_inquiries", { ...CONTACT, body: `${CONTACT.body}\u0085` }, "body", "制御文字（NUL や改行など）は入力できません"],
  ["a line break in a contact name", "/api/v2/contact_inquiries", { ...CONTACT, name: "山田\r\n花子" }, "name", "お名前に改行やタブは使えません"],
  ["NUL in an e-mail address", "/api/v2/sessions", { email: "pro@example.com\u0000", password: "whatever-1234" }, "email", "制御文字（NUL や改行など）は入力できません"],
  ["NUL in a password-reset address", "/api/v2/password_resets", { email: "pro@example.com\u0000" }, "email", "制御文字（NUL や改行など）は入力できません"],
  [
    "NUL in a password-reset token",
    "/api/v2/password_resets/complete",
    { token: "abc\u0000", password: "a-new-long-passphrase-77" },
    "token",
    "制御文字（NUL や改行など）は入力できません",
  ],
  // A lone half of a surrogate pair: PostgreSQL refuses it in jsonb (the console's invoice note was a 500, found by the property tests).
  ["a lone high surrogate in a contact message", "/api/v2/contact_inquiries", { ...CONTACT, body: `${CONTACT.body}\ud800` }, "body", BROKEN],
  ["a lone low surrogate in a last name", "/api/v2/users", proSignUpBody({ lastName: "\udc00山田" }), "lastName", BROKEN],
];

describe("text fields refuse control characters with a 422 naming the field (never a 500)", () => {
  it.each(cases)("%s", async (_, path, body, field, message) => {
    const client = new BrowserLikeClient(context.app);
    await client.fetchCsrfToken();
    const before = await rowCounts();
    const response = await client.request("POST", path, { json: body });
    expect(response.status).toBe(422);
    const answer = await json<{ error: { code: string; issues: { path: string; message: string }[] } }>(response);
    expect(answer.error.code).toBe("validation_failed");
    expect(answer.error.issues).toContainEqual({ path: field, message });
    expect(await rowCounts()).toEqual(before);
  });

  it("line breaks and tabs stay allowed where text has several lines (a contact message)", async () => {
    const client = new BrowserLikeClient(context.app);
    await client.fetchCsrfToken();
    const response = await client.request("POST", "/api/v2/contact_inquiries", { json: { ...CONTACT, body: "一行目\r\n\t二行目です。よろしくお願いします。" } });
    expect(response.status).toBe(201);
  });

  it("a control character in a JSON key is named too", async () => {
    const client = new BrowserLikeClient(context.app);
    await client.fetchCsrfToken();
    const response = await client.request("POST", "/api/v2/contact_inquiries", { json: { ...CONTACT, "x\u0000": "1" } });
    expect(response.status).toBe(422);
    expect((await json<{ error: { issues: { path: string }[] } }>(response)).error.issues[0]!.path).toBe("x\u0000");
  });

  it("NUL in a search query is a 422 or ignored, never a 500", async () => {
    const client = new BrowserLikeClient(context.app);
    for (const query of ["search_project%5Bfree_word%5D=%00", "search_project%5Bfree_word%5D=React%00", "page=%00"]) {
      const response = await client.request("GET", `/api/v2/top/projects?${query}`);
      expect([200, 422]).toContain(response.status);
    }
  });
});
