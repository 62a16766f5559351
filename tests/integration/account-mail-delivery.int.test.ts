import { describe, expect, it } from "vitest";

import { WELCOME_VERIFICATION_SUBJECT } from "@/features/account-email/account-email-mail";
import { queueNoticeMail } from "@/features/notice-mail/notice-mail.service";
import { insertUser } from "@/db/seed/factories";
import { deliverDueMail } from "@/platform/mail/outbox-delivery";
import { renderMail } from "@/platform/mail/render-mail";
import { MailLayout } from "@/platform/mail/templates/mail-layout";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { signUpThroughApi } from "@tests/support/accounts";
import { useApiTestContext } from "@tests/support/api-test-context";
import { headerOf, useSmtpTestServer } from "@tests/support/smtp-test-server";
import { TEST_ORIGIN, TEST_SECRET } from "@tests/support/test-database";
import { createElement } from "react";

const context = useApiTestContext();
const FROM = "かけはし <no-reply@localhost>";

const mailServer = useSmtpTestServer();

const deliver = () => deliverDueMail(context.handle.db, mailServer.transport, { now: context.clock.now(), from: FROM, siteOrigin: TEST_ORIGIN });
const { arrivedFor } = mailServer;

/** The decoded parts of a multipart message, by content type (quoted-printable or base64, as nodemailer chose). */
function partsOf(raw: string): Record<string, string> {
  const boundary = raw.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  if (!boundary) throw new Error("not a multipart message");
  const parts: Record<string, string> = {};
  for (const chunk of raw.split(`--${boundary}`).slice(1)) {
    const [head = "", ...rest] = chunk.split(/\r?\n\r?\n/);
    const type = head.match(/content-type:\s*([^;\s]+)/i)?.[1]?.toLowerCase();
    if (!type) continue;
    const body = rest.join("\n\n");
    const encoding = head.match(/content-transfer-encoding:\s*(\S+)/i)?.[1]?.toLowerCase();
    parts[type] =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? Buffer.from(
              body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              "latin1",
            ).toString("utf8")
          : body;
  }
  return parts;
}

describe("issue 12: account mail over SMTP", () => {
  it("the sign-up verification mail arrives with its Japanese subject, a text and an HTML part carrying the same link, no List-Unsubscribe; the link verifies the account", async () => {
    const client = new BrowserLikeClient(context.app);
    const { email } = await signUpThroughApi(client);
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [mail] = arrivedFor(email);
    expect(headerOf(mail!.raw, "Subject")).toBe(WELCOME_VERIFICATION_SUBJECT);
    expect(headerOf(mail!.raw, "List-Unsubscribe")).toBeUndefined();
    expect(headerOf(mail!.raw, "List-Unsubscribe-Post")).toBeUndefined();
    const parts = partsOf(mail!.raw);
    const text = parts["text/plain"]!;
    const html = parts["text/html"]!;
    const link = text.match(/http:\/\/localhost:3000\/email_verification\?token=[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
    expect(html).toContain(`href="${link}"`);
    expect(text).toContain("ご登録いただき、ありがとうございます");
    expect(text).toContain("配信停止はできません");

    const token = new URL(link!).searchParams.get("token")!;
    const verified = await client.request("POST", "/api/v2/email_verifications", { json: { token } });
    expect(verified.status).toBe(200);
    expect((await json<{ isEmailVerified: boolean }>(await client.request("GET", "/api/v2/me"))).isEmailVerified).toBe(true);
  });

  it("a notice carries List-Unsubscribe with One-Click; the mail client's POST to it stops that category, and the next notice is not sent", async () => {
    const user = await insertUser(context.handle.db, { email: "notice-reader@example.test" });
    const send = () =>
      queueNoticeMail(context.handle.db, {
        userId: user.id,
        to: user.email,
        category: "scout",
        now: context.clock.now(),
        siteOrigin: TEST_ORIGIN,
        appSecret: TEST_SECRET,
        render: (unsubscribeUrl) =>
          renderMail(
            "【かけはし】企業からスカウトが届きました",
            createElement(MailLayout, {
              preview: "スカウトが届きました",
              kind: "notice",
              siteOrigin: TEST_ORIGIN,
              unsubscribeUrl,
              children: "株式会社テストからスカウトが届きました。",
            }),
          ),
      });
    expect(await send()).toBe(true);
    await deliver();
    const [mail] = arrivedFor(user.email);
    const listUnsubscribe = headerOf(mail!.raw, "List-Unsubscribe")!;
    expect(headerOf(mail!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = listUnsubscribe.replace(/^<|>$/g, "");
    expect(oneClick).toMatch(new RegExp(`^${TEST_ORIGIN}/api/v2/mail/unsubscribe\\?u=${user.id}&c=scout&t=`));
    expect(partsOf(mail!.raw)["text/plain"]).toContain(`${TEST_ORIGIN}/mail/unsubscribe?u=${user.id}&c=scout&t=`);

    // What a mail provider sends (RFC 8058): no cookie, no CSRF token, no Origin of ours.
    const response = await context.app.request(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ category: "scout", categoryLabel: "スカウト" });
    expect(await send()).toBe(false);
  });
});
