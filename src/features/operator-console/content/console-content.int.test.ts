import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { announcementReads, announcements, news, operatorAuditLogs } from "@/db/schema";
import { insertUser } from "@/db/seed/factories";
import { getPublishedNewsArticle, listPublishedNews } from "@/features/news/news.service";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

import type { ConsoleAnnouncement, ConsoleAnnouncementPage, ConsoleNewsArticle, ConsoleNewsPage } from "./console-content.schemas";

const context = useApiTestContext();
const HOUR = 3_600_000;
// The test clock starts at 2026-11-01 09:00 in Japan; this is 90 minutes later, as the form sends it.
const IN_90_MINUTES = "2026-11-01T10:30";

async function signedIn(roles: { isPro?: boolean; isOrderer?: boolean; isAdmin?: boolean }) {
  const user = await insertUser(context.handle.db, roles);
  const client = new BrowserLikeClient(context.app);
  await logInAs(context.handle, client, user.id, context.clock.now());
  return { user, client };
}

async function setUp() {
  const operator = await signedIn({ isAdmin: true });
  const pro = await signedIn({ isPro: true });
  const orderer = await signedIn({ isOrderer: true });
  const auditRows = () => context.handle.db.select().from(operatorAuditLogs);
  return { operator, pro, orderer, auditRows };
}

const announcement = (overrides: Record<string, unknown> = {}) => ({
  title: "プロフィールの新機能のお知らせ",
  body: "稼働開始可能日を設定できるようになりました。",
  targetUrl: "/mypage/config/profile",
  audience: "pro",
  publishedAt: "",
  ...overrides,
});
const article = (overrides: Record<string, unknown> = {}) => ({
  title: "年末年始の営業について",
  body: "12月28日から1月4日まで休業します。\n\n<b>太字</b>にはなりません。",
  category: "お知らせ",
  publishedAt: "",
  ...overrides,
});

async function create(client: BrowserLikeClient, body: Record<string, unknown>): Promise<ConsoleAnnouncement> {
  const response = await client.request("POST", "/api/v2/admin/announcements", { json: body });
  expect(response.status).toBe(201);
  return (await json<{ announcement: ConsoleAnnouncement }>(response)).announcement;
}

async function bellOf(client: BrowserLikeClient) {
  const [me, list] = await Promise.all([client.request("GET", "/api/v2/me"), client.request("GET", "/api/v2/announcements")]);
  return {
    hasUnread: (await json<{ hasUnreadAnnouncement: boolean }>(me)).hasUnreadAnnouncement,
    titles: (await json<{ announcements: { title: string; read: boolean }[] }>(list)).announcements.map((a) => a.title),
  };
}

describe("issue 18: お知らせ in the console — scheduling, audience and the bell (S-BAR-6, S-ANN-1)", () => {
  it("a scheduled announcement for pros is 予約 and invisible until its time, then lights only the pros' bell", async () => {
    const { operator, pro, orderer } = await setUp();
    const scheduled = await create(operator.client, announcement({ publishedAt: IN_90_MINUTES }));
    expect(scheduled).toMatchObject({ status: "scheduled", statusLabel: "予約", audienceLabel: "プロ", publishedAt: "2026-11-01T10:30:00+09:00" });
    expect(await bellOf(pro.client)).toEqual({ hasUnread: false, titles: [] });

    context.clock.advance(2 * HOUR);
    expect(await bellOf(pro.client)).toEqual({ hasUnread: true, titles: ["プロフィールの新機能のお知らせ"] });
    expect(await bellOf(orderer.client)).toEqual({ hasUnread: false, titles: [] });
    const list = await json<ConsoleAnnouncementPage>(await operator.client.request("GET", "/api/v2/admin/announcements"));
    expect(list.announcements.map((a) => [a.title, a.statusLabel])).toEqual([["プロフィールの新機能のお知らせ", "公開中"]]);
  });

  it("an announcement for everyone reaches the orderer too; the console lists 予約 above 公開中", async () => {
    const { operator, orderer } = await setUp();
    await create(operator.client, announcement({ title: "全員へのお知らせ", audience: "all" }));
    await create(operator.client, announcement({ title: "予約のお知らせ", audience: "all", publishedAt: IN_90_MINUTES }));
    expect(await bellOf(orderer.client)).toEqual({ hasUnread: true, titles: ["全員へのお知らせ"] });
    const list = await json<ConsoleAnnouncementPage>(await operator.client.request("GET", "/api/v2/admin/announcements"));
    expect(list.announcements.map((a) => [a.title, a.statusLabel])).toEqual([
      ["予約のお知らせ", "予約"],
      ["全員へのお知らせ", "公開中"],
    ]);
    expect(list).toMatchObject({ page: 1, totalCount: 2, isCountCapped: false, totalPages: 1 });
  });

  it("editing a published announcement keeps its readers' read marks: the bell does not light again", async () => {
    const { operator, pro, auditRows } = await setUp();
    const created = await create(operator.client, announcement());
    expect((await pro.client.request("POST", "/api/v2/announcement_reads")).status).toBe(200);
    const edited = await operator.client.request("PUT", `/api/v2/admin/announcements/${created.id}`, {
      json: announcement({ title: "プロフィールの新機能（稼働開始可能日）", publishedAt: created.publishedAt.slice(0, 16) }),
    });
    expect(edited.status).toBe(200);
    expect(await bellOf(pro.client)).toEqual({ hasUnread: false, titles: ["プロフィールの新機能（稼働開始可能日）"] });
    expect(await context.handle.db.select().from(announcementReads)).toHaveLength(1);
    const rows = await auditRows();
    expect(rows.map((row) => row.action)).toEqual(["announcement.create", "announcement.edit"]);
    // The form shows minutes only: the same minute keeps the stored time, so only the title changed.
    expect(rows[1]).toMatchObject({
      targetType: "announcement",
      targetId: String(created.id),
      before: { title: "プロフィールの新機能のお知らせ" },
      after: { title: "プロフィールの新機能（稼働開始可能日）" },
    });
    expect(Object.keys(rows[1]!.after as object)).toEqual(["title"]);
  });

  it.each([
    ["javascript:", "javascript:alert(document.cookie)"],
    ["a protocol-relative address", "//evil.example/login"],
    ["a backslash path", "/\\evil.example"],
    ["plain http", "http://example.com/"],
  ])("a link to %s is refused with 422 on targetUrl, and nothing changes", async (_, targetUrl) => {
    const { operator, auditRows } = await setUp();
    const refused = await operator.client.request("POST", "/api/v2/admin/announcements", { json: announcement({ targetUrl }) });
    expect(refused.status).toBe(422);
    expect((await json<{ error: { code: string; issues: { path: string; message: string }[] } }>(refused)).error).toMatchObject({
      code: "validation_failed",
      issues: [{ path: "targetUrl", message: "リンク先は「/」で始まるこのサイトのパス（例: /news/15）か、https:// で始まるURLを入力してください" }],
    });
    const created = await create(operator.client, announcement());
    const refusedEdit = await operator.client.request("PUT", `/api/v2/admin/announcements/${created.id}`, { json: announcement({ targetUrl, title: "書き換え" }) });
    expect(refusedEdit.status).toBe(422);
    const stored = await context.handle.db.select().from(announcements);
    expect(stored.map((row) => [row.title, row.targetUrl])).toEqual([["プロフィールの新機能のお知らせ", "/mypage/config/profile"]]);
    expect((await auditRows()).map((row) => row.action)).toEqual(["announcement.create"]);
  });

  it("bad fields are 422 in Japanese naming each one; an unknown id is 404; neither writes anything", async () => {
    const { operator, auditRows } = await setUp();
    const bad = await operator.client.request("POST", "/api/v2/admin/announcements", {
      json: { title: "", body: "あ".repeat(2_001), targetUrl: "/news/1", audience: "everyone", publishedAt: "2026-02-30T10:00" },
    });
    expect(bad.status).toBe(422);
    const issues = (await json<{ error: { issues: { path: string }[] } }>(bad)).error.issues.map((issue) => issue.path);
    expect(issues).toEqual(["title", "body", "audience", "publishedAt"]);
    for (const method of ["PUT", "DELETE"] as const) {
      const missing = await operator.client.request(method, "/api/v2/admin/announcements/999999", method === "PUT" ? { json: announcement() } : {});
      expect(missing.status).toBe(404);
      expect((await json<{ error: { message: string } }>(missing)).error.message).toBe("お知らせが見つかりませんでした。");
    }
    expect(await auditRows()).toHaveLength(0);
    expect(await context.handle.db.select().from(announcements)).toHaveLength(0);
  });

  it("deleting writes one audit row keeping what it said, and takes its read marks with it; a member gets 404 and deletes nothing", async () => {
    const { operator, pro, auditRows } = await setUp();
    const created = await create(operator.client, announcement());
    await pro.client.request("POST", "/api/v2/announcement_reads");
    expect((await pro.client.request("DELETE", `/api/v2/admin/announcements/${created.id}`)).status).toBe(404);
    expect(await context.handle.db.select().from(announcements)).toHaveLength(1);
    expect((await operator.client.request("DELETE", `/api/v2/admin/announcements/${created.id}`)).status).toBe(204);
    expect(await context.handle.db.select().from(announcements)).toHaveLength(0);
    expect(await context.handle.db.select().from(announcementReads)).toHaveLength(0);
    const rows = await auditRows();
    expect(rows.map((row) => row.action)).toEqual(["announcement.create", "announcement.delete"]);
    expect(rows[1]).toMatchObject({ before: { title: "プロフィールの新機能のお知らせ", audience: "pro", targetUrl: "/mypage/config/profile" }, after: null });
  });

  it("a save that changes nothing writes no audit row", async () => {
    const { operator, auditRows } = await setUp();
    const created = await create(operator.client, announcement());
    const same = await operator.client.request("PUT", `/api/v2/admin/announcements/${created.id}`, {
      json: announcement({ publishedAt: created.publishedAt.slice(0, 16) }),
    });
    expect(same.status).toBe(200);
    expect((await auditRows()).map((row) => row.action)).toEqual(["announcement.create"]);
  });
});

describe("issue 18: ニュース in the console — /news shows an article from its publication time", () => {
  async function createArticle(client: BrowserLikeClient, body: Record<string, unknown>): Promise<ConsoleNewsArticle> {
    const response = await client.request("POST", "/api/v2/admin/news", { json: body });
    expect(response.status).toBe(201);
    return (await json<{ article: ConsoleNewsArticle }>(response)).article;
  }
  const publicTitles = async () => (await listPublishedNews(context.handle.db, { now: context.clock.now(), page: 1, category: null })).items.map((item) => item.title);

  it("a published article is on /news at once; a scheduled one is 予約, missing from the list and its page, until its time", async () => {
    const { operator } = await setUp();
    const published = await createArticle(operator.client, article());
    const scheduled = await createArticle(operator.client, article({ title: "新機能の公開予定", category: "プレスリリース", publishedAt: IN_90_MINUTES }));
    expect([published.statusLabel, scheduled.statusLabel]).toEqual(["公開中", "予約"]);
    expect(await publicTitles()).toEqual(["年末年始の営業について"]);
    expect(await getPublishedNewsArticle(context.handle.db, String(scheduled.id), context.clock.now())).toBeNull();
    // The body stays the text typed: the article renders it as text, never as HTML.
    expect((await getPublishedNewsArticle(context.handle.db, String(published.id), context.clock.now()))?.body).toContain("<b>太字</b>");

    context.clock.advance(2 * HOUR);
    expect(await publicTitles()).toEqual(["新機能の公開予定", "年末年始の営業について"]);
    expect((await getPublishedNewsArticle(context.handle.db, String(scheduled.id), context.clock.now()))?.category).toBe("プレスリリース");
    const list = await json<ConsoleNewsPage>(await operator.client.request("GET", "/api/v2/admin/news"));
    expect(list.articles.map((a) => a.statusLabel)).toEqual(["公開中", "公開中"]);
  });

  it("create, edit and delete each write one audit row with the changed fields; a refused edit writes none", async () => {
    const { operator, auditRows } = await setUp();
    const created = await createArticle(operator.client, article());
    const refused = await operator.client.request("PUT", `/api/v2/admin/news/${created.id}`, { json: article({ category: "採用情報", body: "" }) });
    expect(refused.status).toBe(422);
    const edited = await operator.client.request("PUT", `/api/v2/admin/news/${created.id}`, {
      json: article({ category: "イベント", publishedAt: IN_90_MINUTES }),
    });
    expect(edited.status).toBe(200);
    expect((await json<{ article: ConsoleNewsArticle }>(edited)).article).toMatchObject({ category: "イベント", status: "scheduled" });
    expect((await operator.client.request("DELETE", `/api/v2/admin/news/${created.id}`)).status).toBe(204);
    expect(await context.handle.db.select().from(news).where(eq(news.id, created.id))).toHaveLength(0);
    const rows = await auditRows();
    expect(rows.map((row) => [row.action, row.targetType, row.targetId])).toEqual([
      ["news.create", "news", String(created.id)],
      ["news.edit", "news", String(created.id)],
      ["news.delete", "news", String(created.id)],
    ]);
    expect(rows[0]!.after).toEqual({ title: "年末年始の営業について", body: article().body, category: "お知らせ", publishedAt: "2026-11-01T09:00:00+09:00" });
    expect(rows[1]).toMatchObject({
      before: { category: "お知らせ", publishedAt: "2026-11-01T09:00:00+09:00" },
      after: { category: "イベント", publishedAt: "2026-11-01T10:30:00+09:00" },
    });
    expect(Object.keys(rows[1]!.after as object).sort()).toEqual(["category", "publishedAt"]);
    expect(rows[2]).toMatchObject({ before: { title: "年末年始の営業について", category: "イベント" }, after: null });
  });
});
