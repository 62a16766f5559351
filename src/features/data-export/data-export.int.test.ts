import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  applications,
  scouts,
  chatMessages,
  chatRooms,
  contactInquiries,
  dataExports,
  emailOutbox,
  jobs,
  loginEvents,
  projectLikes,
  proProfiles,
  proWorkHistories,
} from "@/db/schema";
import { insertCorporation, insertMembership, insertProject, insertUser } from "@/db/seed/factories";
import { getLogger } from "@/lib/logger";
import { jobRegistry, runDueJobs } from "@/platform/jobs/job-runner";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

import { DATA_EXPORT_READY_SUBJECT } from "./data-export-mail";
import { purgeExpiredRows } from "@/server/maintenance";

import { dataExportJob } from "./data-export.service";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";

const context = useApiTestContext();
const DAY_MS = 24 * 60 * 60_000;
const runJobsAt = (now: Date) =>
  runDueJobs(jobRegistry([dataExportJob]), { db: context.handle.db, now, logger: getLogger(), uploads: new MemoryUploadStore(), siteOrigin: "http://localhost:3000" });

type ExportList = { dataExports: { id: number; status: string; expiresAt: string | null }[] };

async function proWithHistory() {
  const { db } = context.handle;
  const user = await insertUser(db, { isPro: true, lastName: "佐藤", firstName: "一郎" });
  await db.insert(proProfiles).values({ userId: user.id, headline: "バックエンドエンジニア", searchText: "バックエンドエンジニア" });
  await db.insert(proWorkHistories).values({ userId: user.id, companyName: "株式会社まえ", projectName: "基幹システム刷新", startedOn: "2020-04-01", position: 0 });
  const corporation = await insertCorporation(db, { name: "株式会社データ" });
  const owner = await insertUser(db, { isOrderer: true });
  await insertMembership(db, { userId: owner.id, corporationId: corporation.id, role: "owner" });
  const project = await insertProject(db, {
    corporationId: corporation.id,
    createdByUserId: owner.id,
    status: "open",
    title: "決済基盤の刷新",
    referenceDate: context.clock.now(),
  });
  await db.insert(projectLikes).values({ userId: user.id, projectId: project.id });
  const [application] = await db.insert(applications).values({ projectId: project.id, proUserId: user.id, message: "ぜひお話を" }).returning();
  const [room] = await db
    .insert(chatRooms)
    .values({ projectId: project.id, corporationId: corporation.id, proUserId: user.id, applicationId: application!.id })
    .returning();
  await db.insert(scouts).values({
    projectId: project.id,
    corporationId: corporation.id,
    senderUserId: owner.id,
    proUserId: user.id,
    message: "ぜひ一度お話しさせてください",
    messageFingerprint: "x",
    status: "declined",
    declineReason: "schedule",
  });
  await db.insert(chatMessages).values([
    { roomId: room!.id, senderUserId: user.id, body: "よろしくお願いします" },
    { roomId: room!.id, senderUserId: owner.id, body: "企業側のメッセージ" },
  ]);
  await db.insert(loginEvents).values({
    userId: user.id,
    loggedInAt: context.clock.now(),
    ipAddress: "198.51.100.1",
    userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/18.1 Safari/605.1.15",
  });
  await db.insert(contactInquiries).values({ userId: user.id, name: "佐藤 一郎", email: user.email, category: "pro", body: "請求について" });
  const client = new BrowserLikeClient(context.app, "192.0.2.30");
  await logInAs(context.handle, client, user.id, context.clock.now());
  return { user, owner, client };
}

describe("issue 12: データのダウンロード (APPI 開示請求, decision 017)", () => {
  it("prepares the account's data in a job, mails that it is ready, and lets only its owner download it as an attachment", async () => {
    const { db } = context.handle;
    const { user, owner, client } = await proWithHistory();

    const requested = await client.request("POST", "/api/v2/me/data_exports");
    expect(requested.status).toBe(201);
    const { dataExport } = await json<{ dataExport: { id: number; status: string } }>(requested);
    expect(dataExport.status).toBe("pending");
    expect(await db.select().from(jobs).where(eq(jobs.kind, "data.export"))).toHaveLength(1);
    expect((await client.request("GET", `/api/v2/me/data_exports/${dataExport.id}/download`)).status).toBe(404);

    expect(await runJobsAt(context.clock.now())).toMatchObject({ done: 1 });
    const list = await json<ExportList>(await client.request("GET", "/api/v2/me/data_exports"));
    expect(list.dataExports).toEqual([expect.objectContaining({ id: dataExport.id, status: "ready", expiresAt: "2026-11-08T09:00:00+09:00" })]);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, DATA_EXPORT_READY_SUBJECT));
    expect(mail!.toAddress).toBe(user.email);
    expect(mail!.bodyText).toContain("http://localhost:3000/mypage/config/export");

    const download = await client.request("GET", `/api/v2/me/data_exports/${dataExport.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="kakehashi-data-20261101.json"');
    const document = await json<Record<string, unknown>>(download);
    expect(document.account).toMatchObject({ email: user.email, lastName: "佐藤", firstName: "一郎", roles: ["pro"] });
    expect(document.proProfile).toMatchObject({ headline: "バックエンドエンジニア", workHistory: [expect.objectContaining({ companyName: "株式会社まえ" })] });
    expect(document.proProfile).not.toHaveProperty("searchBigrams");
    expect(document.likes).toEqual([expect.objectContaining({ title: "決済基盤の刷新" })]);
    expect(document.applications).toEqual([expect.objectContaining({ message: "ぜひお話を" })]);
    expect(document.scouts).toEqual({ received: [expect.objectContaining({ message: "ぜひ一度お話しさせてください", declineReason: "schedule" })], sent: [] });
    // Only the messages the user wrote, not the other side's.
    expect((document.chatMessages as { body: string }[]).map((m) => m.body)).toEqual(["よろしくお願いします"]);
    expect(document.logins).toEqual([expect.objectContaining({ ipAddress: "198.51.100.1", device: "Safari（Mac）" })]);
    expect(document.sessions).toHaveLength(1);
    expect(document.contactInquiries).toEqual([expect.objectContaining({ body: "請求について" })]);
    expect(JSON.stringify(document)).not.toContain(owner.email);

    const stranger = new BrowserLikeClient(context.app, "192.0.2.31");
    await logInAs(context.handle, stranger, owner.id, context.clock.now());
    expect((await stranger.request("GET", `/api/v2/me/data_exports/${dataExport.id}/download`)).status).toBe(404);
    expect((await json<ExportList>(await stranger.request("GET", "/api/v2/me/data_exports"))).dataExports).toEqual([]);
  });

  it("runs safely twice: one document, one mail", async () => {
    const { db } = context.handle;
    const { client } = await proWithHistory();
    await client.request("POST", "/api/v2/me/data_exports");
    await runJobsAt(context.clock.now());
    const [job] = await db.select().from(jobs).where(eq(jobs.kind, "data.export"));
    await db.update(jobs).set({ status: "pending" }).where(eq(jobs.id, job!.id));
    await runJobsAt(context.clock.now());
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.subject, DATA_EXPORT_READY_SUBJECT))).toHaveLength(1);
    expect(await db.select().from(dataExports)).toHaveLength(1);
  });

  it("one pending export at a time, three a day; an expired export is gone", async () => {
    const { client } = await proWithHistory();
    expect((await client.request("POST", "/api/v2/me/data_exports")).status).toBe(201);
    const second = await client.request("POST", "/api/v2/me/data_exports");
    expect(second.status).toBe(409);
    expect((await json<{ error: { message: string } }>(second)).error.message).toContain("準備しています");
    await runJobsAt(context.clock.now());
    expect((await client.request("POST", "/api/v2/me/data_exports")).status).toBe(201);
    await runJobsAt(context.clock.now());
    expect((await client.request("POST", "/api/v2/me/data_exports")).status).toBe(201);
    await runJobsAt(context.clock.now());
    const fourth = await client.request("POST", "/api/v2/me/data_exports");
    expect(fourth.status).toBe(429);
    expect((await json<{ error: { message: string } }>(fourth)).error.message).toContain("1日3回まで");

    context.clock.advance(7 * DAY_MS + 60_000);
    expect((await json<ExportList>(await client.request("GET", "/api/v2/me/data_exports"))).dataExports).toEqual([]);
    // The hourly maintenance then deletes the documents themselves.
    await purgeExpiredRows(context.handle.db, context.clock.now());
    expect(await context.handle.db.select().from(dataExports)).toEqual([]);
  });
});
