import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { users } from "@/db/schema";
import { DEMO_EMAILS, seedDemoData } from "@/db/seed";
import { SCHEDULED_NEWS } from "@/db/seed/demo/content-news";
import { SCHEDULED_ANNOUNCEMENTS } from "@/db/seed/demo/content-notices";
import { listPublishedNews } from "@/features/news/news.service";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

import type { ConsoleAnnouncementPage, ConsoleNewsPage } from "./console-content.schemas";

const context = useApiTestContext();

async function demoClient(email: string) {
  const [user] = await context.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const client = new BrowserLikeClient(context.app);
  await logInAs(context.handle, client, user!.id, context.clock.now());
  return client;
}

describe("issue 18: the demo data's scheduled announcement and article", () => {
  it("show as 予約 at the top of the console's lists, and nowhere a member or visitor looks", async () => {
    await seedDemoData(context.handle, { projects: 60, pros: 20, corporations: 6, seed: 1, referenceDate: context.clock.now() });
    const admin = await demoClient(DEMO_EMAILS.admin);
    const consoleAnnouncements = await json<ConsoleAnnouncementPage>(await admin.request("GET", "/api/v2/admin/announcements"));
    expect(consoleAnnouncements.announcements[0]).toMatchObject({ title: SCHEDULED_ANNOUNCEMENTS[0]!.title, statusLabel: "予約" });
    const consoleNews = await json<ConsoleNewsPage>(await admin.request("GET", "/api/v2/admin/news"));
    expect(consoleNews.articles[0]).toMatchObject({ title: SCHEDULED_NEWS[0]!.title, statusLabel: "予約" });

    for (const email of [DEMO_EMAILS.pro, DEMO_EMAILS.orderer]) {
      const member = await demoClient(email);
      const visible = await json<{ announcements: { title: string }[] }>(await member.request("GET", "/api/v2/announcements?page=1"));
      expect(visible.announcements.map((a) => a.title)).not.toContain(SCHEDULED_ANNOUNCEMENTS[0]!.title);
      // The newest visible notice is still unread, so the bell keeps its dot.
      expect((await json<{ hasUnreadAnnouncement: boolean }>(await member.request("GET", "/api/v2/me"))).hasUnreadAnnouncement).toBe(true);
    }
    const publicNews = await listPublishedNews(context.handle.db, { now: context.clock.now(), page: 1, category: null });
    expect(publicNews.items.map((item) => item.title)).not.toContain(SCHEDULED_NEWS[0]!.title);
    expect(publicNews.totalCount).toBe(consoleNews.totalCount - SCHEDULED_NEWS.length);
  });
});
