import { BulkInserter, type RawExecutor } from "./bulk";
import { ANNOUNCEMENTS, SCHEDULED_ANNOUNCEMENTS } from "./content-notices";
import { NEWS, SCHEDULED_NEWS } from "./content-news";
import { DAY_MS, type DemoLayout, HOUR_MS, iso } from "./plan";

/**
 * Announcements and news, plus read marks. The demo pro and orderer have read the older notices
 * but not the newest one meant for them, so the top bar shows an unread badge. The scheduled ones
 * (published_at after the reference date: 「予約」 in the console) come last and get no read marks.
 */
export async function seedNotices(exec: RawExecutor, layout: DemoLayout): Promise<void> {
  const random = layout.random.fork("notices");
  const now = layout.referenceDate.getTime();
  const at = (daysAgo: number) => now - daysAgo * DAY_MS - random.int(1, 8) * HOUR_MS;

  const news = new BulkInserter(
    exec,
    "news",
    [
      ["title", "text"],
      ["body", "text"],
      ["category", "text"],
      ["published_at", "timestamptz"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
    ],
    1_000,
    { overridingSystemValue: false },
  );
  for (const article of NEWS) {
    const published = iso(at(article.daysAgo));
    await news.push([article.title, article.body, article.category, published, published, published]);
  }
  for (const article of SCHEDULED_NEWS) {
    // Written now (created_at), to appear at a set time (published_at).
    await news.push([article.title, article.body, article.category, iso(now + article.daysAhead * DAY_MS), iso(now), iso(now)]);
  }
  await news.finish();

  const announcements = new BulkInserter(
    exec,
    "announcements",
    [
      ["id", "int"],
      ["title", "text"],
      ["body", "text"],
      ["target_url", "text"],
      ["audience", "text"],
      ["published_at", "timestamptz"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
    ],
    1_000,
  );
  const published = ANNOUNCEMENTS.map((a) => at(a.daysAgo));
  for (let i = 0; i < ANNOUNCEMENTS.length; i++) {
    const a = ANNOUNCEMENTS[i]!;
    await announcements.push([layout.baseAnnouncementId + i + 1, a.title, a.body, a.targetUrl, a.audience, iso(published[i]!), iso(published[i]!), iso(published[i]!)]);
  }
  for (let i = 0; i < SCHEDULED_ANNOUNCEMENTS.length; i++) {
    const a = SCHEDULED_ANNOUNCEMENTS[i]!;
    const id = layout.baseAnnouncementId + ANNOUNCEMENTS.length + i + 1;
    await announcements.push([id, a.title, a.body, a.targetUrl, a.audience, iso(now + a.daysAhead * DAY_MS), iso(now), iso(now)]);
  }
  await announcements.finish();

  const reads = new BulkInserter(
    exec,
    "announcement_reads",
    [
      ["user_id", "int"],
      ["announcement_id", "int"],
      ["read_at", "timestamptz"],
    ],
    5_000,
    { overridingSystemValue: false },
  );
  const readAllButNewest = async (userId: number, audience: "pro" | "orderer") => {
    const visible = ANNOUNCEMENTS.map((a, i) => ({ a, i })).filter(({ a }) => a.audience === "all" || a.audience === audience);
    const newest = visible.reduce((best, item) => (published[item.i]! > published[best.i]! ? item : best));
    for (const { i } of visible) {
      if (i !== newest.i) await reads.push([userId, layout.baseAnnouncementId + i + 1, iso(Math.min(now, published[i]! + HOUR_MS * random.int(1, 48)))]);
    }
  };
  await readAllButNewest(layout.demoUserId.pro, "pro");
  await readAllButNewest(layout.demoUserId.orderer, "orderer");
  // A sample of other users opened the oldest notices; most never open the dropdown.
  const oldest = ANNOUNCEMENTS.map((_, i) => i)
    .sort((x, y) => published[x]! - published[y]!)
    .slice(0, 5);
  for (let p = 1; p <= layout.proCount; p++) {
    if (!random.chance(0.2)) continue;
    for (const i of oldest) {
      if (ANNOUNCEMENTS[i]!.audience !== "orderer")
        await reads.push([layout.proUserId(p), layout.baseAnnouncementId + i + 1, iso(Math.min(now, published[i]! + DAY_MS))]);
    }
  }
  await reads.finish();
}
