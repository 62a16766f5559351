import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { chatAttachments, chatMessages } from "@/db/schema";
import { hitRateLimit, RATE_LIMITS, type RateLimitRule } from "@/platform/rate-limit";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";
import { tinyPdf } from "@tests/support/test-documents";
import { createTestApp } from "@tests/support/test-database";

import { CHAT_SEND_LIMITS } from "./chat-send-limits";

let uploads: MemoryUploadStore;
const context = useApiTestContext(() => ({ uploads: (uploads = new MemoryUploadStore()) }));
const MINUTE = 60_000;

const MESSAGES_LIMITED = (wait: string) => ({
  error: { code: "rate_limited", message: `短い時間にたくさんのメッセージが送られたため、送信を止めています。${wait}ほど時間をおいてから、もう一度お送りください。` },
});
const FILES_LIMITED = (wait: string) => ({
  error: { code: "rate_limited", message: `短い時間にたくさんのファイルが送られたため、送信を止めています。${wait}ほど時間をおいてから、もう一度お送りください。` },
});

/** Counts `count` earlier sends against a rule, as if the account had made them (a window of hundreds, quickly). */
async function alreadySent(rule: RateLimitRule, userId: number, count: number) {
  for (let i = 0; i < count; i++) await hitRateLimit(context.handle.db, rule, String(userId), context.clock.now());
}

function sendFile(client: BrowserLikeClient, roomId: number, clientKey: string) {
  const query = new URLSearchParams({ fileName: "見積書.pdf", clientKey });
  return client.request("POST", `/api/v2/project_chat_rooms/${roomId}/attachments?${query}`, { body: tinyPdf(), headers: { "content-type": "application/pdf" } });
}

describe("issue 19: per-account limits on chat sends (ASVS 2.4.1)", () => {
  it("the product's values: 60 messages a minute and 600 an hour; 30 files an hour and 100 a day", () => {
    const shape = (rules: readonly RateLimitRule[]) => rules.map(({ limit, windowMs }) => [limit, windowMs / MINUTE]);
    expect(shape(CHAT_SEND_LIMITS.messages)).toEqual([
      [60, 1],
      [600, 60],
    ]);
    expect(shape(CHAT_SEND_LIMITS.attachments)).toEqual([
      [30, 60],
      [100, 24 * 60],
    ]);
  });

  it("the 61st message within a minute is 429 in Japanese with Retry-After, and writes nothing; the next minute it goes, and the other side is not held back", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const corporation = await clientFor(context, world, "otherOrderer");
    const path = `/api/v2/project_chat_rooms/${world.roomOfPro.id}/messages`;
    const send = (client: BrowserLikeClient, key: string) => client.request("POST", path, { json: { body: `連絡 ${key}`, clientKey: key } });
    for (let i = 0; i < 60; i++) expect((await send(pro, `minute-key-${i}`)).status).toBe(201);
    const countOf = async () => (await context.handle.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.roomId, world.roomOfPro.id))).length;
    const before = await countOf();

    const limited = await send(pro, "minute-key-60");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await json(limited)).toEqual(MESSAGES_LIMITED("1分"));
    expect(await countOf()).toBe(before);
    expect((await send(corporation, "other-side-key-1")).status).toBe(201);

    context.clock.advance(MINUTE + 1);
    expect((await send(pro, "minute-key-61")).status).toBe(201);
  });

  it("past 600 messages in an hour the answer is 429 with an hour's Retry-After, even a minute later", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    const path = `/api/v2/project_chat_rooms/${world.roomOfPro.id}/messages`;
    await alreadySent(RATE_LIMITS.chatMessagesPerUserHour, world.users.pro.id, 600);
    context.clock.advance(MINUTE + 1);
    const limited = await pro.request("POST", path, { json: { body: "こんにちは", clientKey: "hour-key-0001" } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3600");
    expect(await json(limited)).toEqual(MESSAGES_LIMITED("60分"));
  });

  it("the 31st file within an hour is 429 in Japanese with Retry-After, and nothing is stored; an hour later it goes", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    for (let i = 0; i < 30; i++) expect((await sendFile(pro, world.roomOfPro.id, `file-key-${i}`)).status).toBe(201);
    const stored = { files: uploads.keys().length, rows: (await context.handle.db.select({ id: chatAttachments.id }).from(chatAttachments)).length };

    const limited = await sendFile(pro, world.roomOfPro.id, "file-key-30");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3600");
    expect(await json(limited)).toEqual(FILES_LIMITED("60分"));
    expect({ files: uploads.keys().length, rows: (await context.handle.db.select({ id: chatAttachments.id }).from(chatAttachments)).length }).toEqual(stored);

    context.clock.advance(60 * MINUTE + 1);
    expect((await sendFile(pro, world.roomOfPro.id, "file-key-31")).status).toBe(201);
  });

  it("past 100 files in a day the answer is 429 with a day's Retry-After", async () => {
    const world = await createAuthorizationWorld(context);
    const pro = await clientFor(context, world, "pro");
    await alreadySent(RATE_LIMITS.chatAttachmentsPerUserDay, world.users.pro.id, 100);
    const limited = await sendFile(pro, world.roomOfPro.id, "day-key-0001");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("86400");
    expect(await json(limited)).toEqual(FILES_LIMITED("24時間"));
  });

  it("an app whose deps say chatSendLimits: null (the benchmarks) counts nothing", async () => {
    const world = await createAuthorizationWorld(context);
    const unlimited = createTestApp(context.handle, { now: context.clock.now, uploads, chatSendLimits: null });
    const pro = await clientFor({ ...context, app: unlimited }, world, "pro");
    const path = `/api/v2/project_chat_rooms/${world.roomOfPro.id}/messages`;
    for (let i = 0; i < 65; i++) expect((await pro.request("POST", path, { json: { body: "連絡", clientKey: `free-key-${i}` } })).status).toBe(201);
  });
});
