import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox, noticeMailOptOuts } from "@/db/schema";
import { insertUser } from "@/db/seed/factories";
import { renderMail } from "@/platform/mail/render-mail";
import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { TEST_ORIGIN, TEST_SECRET } from "@tests/support/test-database";
import { createElement } from "react";

import { UNSUBSCRIBE_LINK_INVALID_MESSAGE } from "./notice-mail.schemas";
import { queueNoticeMail } from "./notice-mail.service";
import { signUnsubscribe } from "./unsubscribe-signature";

const context = useApiTestContext();

const linkQuery = (userId: number, category: string, signature = signUnsubscribe(TEST_SECRET, userId, category as "scout")) =>
  `u=${userId}&c=${category}&t=${encodeURIComponent(signature)}`;

/** A mail client's one-click POST (RFC 8058): no cookie, no CSRF token, no Origin. */
function oneClickPost(query: string, headers: Record<string, string> = {}) {
  return context.app.request(`${TEST_ORIGIN}/api/v2/mail/unsubscribe?${query}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "List-Unsubscribe=One-Click",
  });
}

async function optOutsOf(userId: number) {
  return (await context.handle.db.select().from(noticeMailOptOuts).where(eq(noticeMailOptOuts.userId, userId))).map((r) => r.category);
}

function newsNotice(userId: number, to: string) {
  return queueNoticeMail(context.handle.db, {
    userId,
    to,
    category: "news",
    now: context.clock.now(),
    siteOrigin: TEST_ORIGIN,
    appSecret: TEST_SECRET,
    render: (unsubscribeUrl) =>
      renderMail(
        "【かけはし】運営からのお知らせ",
        createElement(MailLayout, { preview: "お知らせ", kind: "notice", siteOrigin: TEST_ORIGIN, unsubscribeUrl, children: "新機能のお知らせです。" }),
      ),
  });
}

describe("issue 12: notice mail and one-click unsubscribe", () => {
  it("a notice is queued with its one-click address and a footer link to the page; after opting out it is skipped", async () => {
    const user = await insertUser(context.handle.db);
    expect(await newsNotice(user.id, user.email)).toBe(true);
    const [row] = await context.handle.db.select().from(emailOutbox);
    expect(row!.unsubscribeUrl).toBe(`${TEST_ORIGIN}/api/v2/mail/unsubscribe?${linkQuery(user.id, "news")}`);
    expect(row!.bodyText).toContain(`${TEST_ORIGIN}/mail/unsubscribe?${linkQuery(user.id, "news")}`);
    expect(row!.bodyText).toContain("ログイン不要");

    expect((await oneClickPost(linkQuery(user.id, "news"))).status).toBe(200);
    expect(await newsNotice(user.id, user.email)).toBe(false);
    expect(await context.handle.db.select().from(emailOutbox)).toHaveLength(1);
  });

  it("the one-click POST works without a CSRF token or our Origin, and twice is the same as once", async () => {
    const user = await insertUser(context.handle.db);
    const first = await oneClickPost(linkQuery(user.id, "scout"), { origin: "https://mail.example.net" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ category: "scout", categoryLabel: "スカウト" });
    expect((await oneClickPost(linkQuery(user.id, "scout"))).status).toBe(200);
    expect(await optOutsOf(user.id)).toEqual(["scout"]);
  });

  it("the page's own call (JSON, signed in as someone else or not at all) stops the category too", async () => {
    const user = await insertUser(context.handle.db);
    const browser = new BrowserLikeClient(context.app);
    await browser.fetchCsrfToken();
    const response = await browser.request("POST", `/api/v2/mail/unsubscribe?${linkQuery(user.id, "message")}`);
    expect(await json(response)).toEqual({ category: "message", categoryLabel: "メッセージ" });
    expect(await optOutsOf(user.id)).toEqual(["message"]);
  });

  it.each([
    ["a wrong signature", (id: number) => linkQuery(id, "scout", "x".repeat(43))],
    ["another user's signature", (id: number) => linkQuery(id, "scout", signUnsubscribe(TEST_SECRET, id + 1, "scout"))],
    ["another category's signature", (id: number) => linkQuery(id, "application", signUnsubscribe(TEST_SECRET, id, "scout"))],
    ["a signature made with another secret", (id: number) => linkQuery(id, "scout", signUnsubscribe("another-secret", id, "scout"))],
  ])("%s answers 404 with a clear message and stops nothing", async (_, query) => {
    const user = await insertUser(context.handle.db);
    const response = await oneClickPost(query(user.id));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: UNSUBSCRIBE_LINK_INVALID_MESSAGE } });
    expect(await optOutsOf(user.id)).toEqual([]);
  });

  it("an unknown category or a missing signature is refused (422)", async () => {
    const user = await insertUser(context.handle.db);
    expect((await oneClickPost(`u=${user.id}&c=security`)).status).toBe(422);
    expect((await oneClickPost(`u=${user.id}&c=scout`)).status).toBe(422);
  });

  it("opening the List-Unsubscribe address in a browser (GET) changes nothing and leads to the page", async () => {
    const user = await insertUser(context.handle.db);
    const response = await context.app.request(`${TEST_ORIGIN}/api/v2/mail/unsubscribe?${linkQuery(user.id, "scout")}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${TEST_ORIGIN}/mail/unsubscribe?${linkQuery(user.id, "scout")}`);
    expect(await optOutsOf(user.id)).toEqual([]);
  });

  it("the CSRF exemption is this route only: other state changes still need the token, from our origin", async () => {
    const browser = new BrowserLikeClient(context.app);
    await browser.fetchCsrfToken();
    for (const path of ["/api/v2/contact_inquiries", "/api/v2/email_verifications", "/api/v2/email_changes", "/api/v2/mail/unsubscribe/"]) {
      const response = await browser.request("POST", path, { json: {}, csrf: false });
      expect([path, response.status]).toEqual([path, 403]);
    }
    const foreign = await browser.request("POST", "/api/v2/email_verifications", { json: { token: "A".repeat(43) }, headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
  });
});
