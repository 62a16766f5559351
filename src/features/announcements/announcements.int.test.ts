import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { announcementReads, announcements } from "@/db/schema";
import { insertUser } from "@/db/seed/factories";
import type { CurrentUser } from "@/features/users/me.service";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

import type { AnnouncementsPage } from "./announcements.schemas";

const ctx = useApiTestContext();
const HOUR = 3_600_000;

type NewAnnouncement = Partial<typeof announcements.$inferInsert> & { hoursAgo?: number };

async function insertAnnouncements(...rows: NewAnnouncement[]) {
  const now = ctx.clock.now().getTime();
  return ctx.handle.db
    .insert(announcements)
    .values(
      rows.map(({ hoursAgo = 1, ...row }, i) => ({
        title: `お知らせ${i + 1}`,
        targetUrl: `/news/${i + 1}`,
        publishedAt: new Date(now - hoursAgo * HOUR),
        ...row,
      })),
    )
    .returning();
}

async function signedIn(roles: { isPro?: boolean; isOrderer?: boolean; isAdmin?: boolean }) {
  const user = await insertUser(ctx.handle.db, roles);
  const client = new BrowserLikeClient(ctx.app);
  await logInAs(ctx.handle, client, user.id, ctx.clock.now());
  return { user, client };
}

async function listOf(client: BrowserLikeClient, query = ""): Promise<AnnouncementsPage> {
  const response = await client.request("GET", `/api/v2/announcements${query}`);
  expect(response.status).toBe(200);
  return json<AnnouncementsPage>(response);
}

async function hasUnread(client: BrowserLikeClient): Promise<boolean> {
  return (await json<CurrentUser>(await client.request("GET", "/api/v2/me"))).hasUnreadAnnouncement;
}

async function readRowCount(): Promise<number> {
  const [row] = await ctx.handle.db.select({ n: count() }).from(announcementReads);
  return row!.n;
}

describe("S-ANN-1 GET /api/v2/announcements", () => {
  it("lists visible announcements newest first, ties by id, in the documented shape", async () => {
    const [old, tieA, tieB, newest] = await insertAnnouncements(
      { hoursAgo: 48, title: "古いお知らせ" },
      { hoursAgo: 5, title: "同時刻A", body: null },
      { hoursAgo: 5, title: "同時刻B" },
      { hoursAgo: 1, title: "最新のお知らせ", body: "本文です。", targetUrl: "/news/15" },
    );
    const { client } = await signedIn({ isPro: true });
    const page = await listOf(client);
    expect(page.announcements.map((a) => a.id)).toEqual([newest!.id, tieB!.id, tieA!.id, old!.id]);
    expect(page.announcements[0]).toEqual({
      id: newest!.id,
      title: "最新のお知らせ",
      body: "本文です。",
      publishedAt: newest!.publishedAt.toISOString(),
      targetUrl: "/news/15",
      read: false,
    });
    expect(page.announcements[2]!.body).toBeNull();
    expect(page).toMatchObject({ page: 1, perPage: 20, totalCount: 4, totalPages: 1 });
  });

  it.each([
    ["a pro", { isPro: true }, ["全員", "プロ"]],
    ["an orderer", { isOrderer: true }, ["全員", "発注者"]],
    ["an account that is both", { isPro: true, isOrderer: true }, ["全員", "プロ", "発注者"]],
    ["an operator (admin only)", { isAdmin: true }, ["全員"]],
  ])("audience: %s sees %j", async (_, roles, titles) => {
    await insertAnnouncements(
      { hoursAgo: 3, title: "全員", audience: "all" },
      { hoursAgo: 2, title: "プロ", audience: "pro" },
      { hoursAgo: 1, title: "発注者", audience: "orderer" },
    );
    const { client } = await signedIn(roles);
    const page = await listOf(client);
    expect(page.announcements.map((a) => a.title).sort()).toEqual([...titles].sort());
    expect(page.totalCount).toBe(titles.length);
    // The badge follows the same rule as the list.
    expect(await hasUnread(client)).toBe(true);
  });

  it("hides announcements scheduled for later", async () => {
    await insertAnnouncements({ hoursAgo: 1, title: "公開済み" }, { hoursAgo: -24, title: "予約投稿" });
    const { client } = await signedIn({ isOrderer: true });
    expect((await listOf(client)).announcements.map((a) => a.title)).toEqual(["公開済み"]);
  });

  it("pages by 20; a page past the end is empty; reading writes nothing", async () => {
    await insertAnnouncements(...Array.from({ length: 45 }, (_, i) => ({ hoursAgo: i + 1, title: `お知らせ${i + 1}` })));
    const { client } = await signedIn({ isPro: true });
    const pages = [await listOf(client), await listOf(client, "?page=2"), await listOf(client, "?page=3")];
    expect(pages.map((p) => p.announcements.length)).toEqual([20, 20, 5]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    const titles = pages.flatMap((p) => p.announcements.map((a) => a.title));
    expect(titles).toEqual(Array.from({ length: 45 }, (_, i) => `お知らせ${i + 1}`));
    expect(pages[2]).toMatchObject({ perPage: 20, totalCount: 45, totalPages: 3 });
    expect(await listOf(client, "?page=4")).toMatchObject({ announcements: [], page: 4, totalCount: 45, totalPages: 3 });
    expect(await readRowCount()).toBe(0);
  });

  it.each(["0", "-1", "abc", "1.5", "", "9999999999"])("page=%j is refused with 422 naming page", async (value) => {
    const { client } = await signedIn({ isPro: true });
    const response = await client.request("GET", `/api/v2/announcements?page=${value}`);
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({
      error: {
        code: "validation_failed",
        message: "入力内容に誤りがあります。",
        issues: [{ path: "page", message: "ページ番号は1以上の整数で指定してください" }],
      },
    });
  });

  it("an empty list when there is nothing to show", async () => {
    const { client } = await signedIn({ isOrderer: true });
    expect(await listOf(client)).toEqual({ announcements: [], page: 1, perPage: 20, totalCount: 0, totalPages: 0 });
  });

  it("a visitor gets 401", async () => {
    const visitor = new BrowserLikeClient(ctx.app);
    const response = await visitor.request("GET", "/api/v2/announcements");
    expect(response.status).toBe(401);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe("unauthenticated");
  });
});

describe("S-ANN-2 POST /api/v2/announcement_reads", () => {
  it("marks everything visible as read for this user only, and is idempotent", async () => {
    await insertAnnouncements({ hoursAgo: 2 }, { hoursAgo: 1 });
    const alice = await signedIn({ isPro: true });
    const bob = await signedIn({ isPro: true });
    for (let i = 0; i < 2; i++) {
      const response = await alice.client.request("POST", "/api/v2/announcement_reads");
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ hasUnreadAnnouncement: false });
    }
    expect((await listOf(alice.client)).announcements.map((a) => a.read)).toEqual([true, true]);
    expect((await listOf(bob.client)).announcements.map((a) => a.read)).toEqual([false, false]);
    expect(await readRowCount()).toBe(2);
    expect(await hasUnread(bob.client)).toBe(true);
  });

  it("does not mark announcements of other audiences or scheduled ones", async () => {
    const [, forOrderers, scheduled] = await insertAnnouncements(
      { hoursAgo: 1, audience: "pro" },
      { hoursAgo: 1, audience: "orderer" },
      { hoursAgo: -2, audience: "all" },
    );
    const { user, client } = await signedIn({ isPro: true });
    await client.request("POST", "/api/v2/announcement_reads");
    const rows = await ctx.handle.db.select().from(announcementReads).where(eq(announcementReads.userId, user.id));
    expect(rows.map((r) => r.announcementId)).not.toContain(forOrderers!.id);
    expect(rows.map((r) => r.announcementId)).not.toContain(scheduled!.id);
    expect(rows[0]!.readAt).toEqual(ctx.clock.now());
    // Once the scheduled one is published it arrives unread.
    ctx.clock.advance(3 * HOUR);
    const page = await listOf(client);
    expect(page.announcements.find((a) => a.id === scheduled!.id)).toMatchObject({ read: false });
    expect(await hasUnread(client)).toBe(true);
  });

  it("S-BAR-6 /me's hasUnreadAnnouncement clears after the call and returns with a new announcement", async () => {
    await insertAnnouncements({ hoursAgo: 1, audience: "orderer" });
    const { client } = await signedIn({ isOrderer: true });
    expect(await hasUnread(client)).toBe(true);
    expect((await client.request("POST", "/api/v2/announcement_reads")).status).toBe(200);
    expect(await hasUnread(client)).toBe(false);
    await insertAnnouncements({ hoursAgo: -1, title: "新しいお知らせ" });
    expect(await hasUnread(client)).toBe(false);
    ctx.clock.advance(2 * HOUR);
    expect(await hasUnread(client)).toBe(true);
    expect((await listOf(client)).announcements.map((a) => [a.title, a.read])).toEqual([
      ["新しいお知らせ", false],
      ["お知らせ1", true],
    ]);
  });

  it("a visitor gets 401 and nothing is written", async () => {
    await insertAnnouncements({ hoursAgo: 1 });
    const visitor = new BrowserLikeClient(ctx.app);
    await visitor.fetchCsrfToken();
    const response = await visitor.request("POST", "/api/v2/announcement_reads");
    expect(response.status).toBe(401);
    expect(await readRowCount()).toBe(0);
  });

  it("without the CSRF token the call is refused with 403 and nothing is written", async () => {
    await insertAnnouncements({ hoursAgo: 1 });
    const { client } = await signedIn({ isPro: true });
    const response = await client.request("POST", "/api/v2/announcement_reads", { csrf: false });
    expect(response.status).toBe(403);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe("csrf_token_invalid");
    expect(await readRowCount()).toBe(0);
    expect(await hasUnread(client)).toBe(true);
  });
});
