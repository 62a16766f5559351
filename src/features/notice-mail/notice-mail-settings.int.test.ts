import { describe, expect, it } from "vitest";

import { noticeMailOptOuts, proProfiles } from "@/db/schema";
import { insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

import type { NoticeMailSettings } from "./notice-mail-settings.schemas";
import { queueNoticeMail } from "./notice-mail.service";

const context = useApiTestContext();

async function signedIn(role: "pro" | "orderer") {
  const user = await insertUser(context.handle.db, role === "pro" ? { isPro: true } : { isOrderer: true });
  if (role === "pro") await context.handle.db.insert(proProfiles).values({ userId: user.id });
  const client = new BrowserLikeClient(context.app);
  await logInAs(context.handle, client, user.id, context.clock.now());
  return { user, client };
}

const summary = (settings: NoticeMailSettings) => Object.fromEntries(settings.categories.map((c) => [c.category, c.isEnabled]));

describe("issue 13: notice mail settings (GET/PUT /api/v2/me/notice_mail_settings)", () => {
  it("lists only the categories of the role: pros scout/message/news, orderers application/message/news", async () => {
    const { client: pro } = await signedIn("pro");
    const proSettings = await json<NoticeMailSettings>(await pro.request("GET", "/api/v2/me/notice_mail_settings"));
    expect(proSettings.categories.map((c) => [c.category, c.label])).toEqual([
      ["scout", "スカウト"],
      ["message", "メッセージ"],
      ["news", "運営からのお知らせ"],
    ]);
    const { client: orderer } = await signedIn("orderer");
    expect(summary(await json(await orderer.request("GET", "/api/v2/me/notice_mail_settings")))).toEqual({ application: true, message: true, news: true });
  });

  it("switching a category off stops its notices (the same opt-out as the unsubscribe link); on again restores them", async () => {
    const { user, client } = await signedIn("pro");
    const off = await client.request("PUT", "/api/v2/me/notice_mail_settings", { json: { enabled: { scout: false, news: false } } });
    expect(summary(await json(off))).toEqual({ scout: false, message: true, news: false });
    const rows = await context.handle.db.select().from(noticeMailOptOuts);
    expect(rows.map((r) => r.category).sort()).toEqual(["news", "scout"]);

    const queue = () =>
      queueNoticeMail(context.handle.db, {
        userId: user.id,
        to: user.email,
        category: "scout",
        now: context.clock.now(),
        siteOrigin: "http://localhost:3000",
        appSecret: "secret-secret-secret-secret-secret-00",
        render: async () => ({ subject: "スカウトが届きました", bodyText: "本文", bodyHtml: "<p>本文</p>" }),
      });
    expect(await queue()).toBe(false);
    const on = await client.request("PUT", "/api/v2/me/notice_mail_settings", { json: { enabled: { scout: true } } });
    expect(summary(await json(on))).toEqual({ scout: true, message: true, news: false });
    expect(await queue()).toBe(true);
  });

  it("a category of another role, or a value that is not a boolean, is 422", async () => {
    const { client } = await signedIn("pro");
    const foreign = await client.request("PUT", "/api/v2/me/notice_mail_settings", { json: { enabled: { application: false } } });
    expect(foreign.status).toBe(422);
    expect((await json<{ error: { issues: { path: string }[] } }>(foreign)).error.issues[0]!.path).toBe("enabled.application");
    expect((await client.request("PUT", "/api/v2/me/notice_mail_settings", { json: { enabled: { scout: "no" } } })).status).toBe(422);
    expect(await context.handle.db.select().from(noticeMailOptOuts)).toEqual([]);
  });
});
