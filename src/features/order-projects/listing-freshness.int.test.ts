import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";

import { emailOutbox, notifications, projects } from "@/db/schema";
import { insertCorporation, insertMembership, insertProject, insertUser } from "@/db/seed/factories";
import { jobRegistry, runDueJobs } from "@/platform/jobs/job-runner";
import { ensureSchedules } from "@/platform/jobs/job-queue";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";
import { useApiTestContext } from "@tests/support/api-test-context";
import { TEST_ORIGIN, TEST_SECRET } from "@tests/support/test-database";

import { listingFreshnessJob, refreshListings } from "./listing-freshness.job";

const context = useApiTestContext();
const DAY = 86_400_000;
const keys = { siteOrigin: TEST_ORIGIN, appSecret: TEST_SECRET };

async function corporationWithManagers() {
  const { db } = context.handle;
  const corporation = await insertCorporation(db, { name: "株式会社カケハシテスト" });
  const owner = await insertUser(db, { isOrderer: true });
  const admin = await insertUser(db, { isOrderer: true });
  const member = await insertUser(db, { isOrderer: true });
  await insertMembership(db, { userId: owner.id, corporationId: corporation.id, role: "owner" });
  await insertMembership(db, { userId: admin.id, corporationId: corporation.id, role: "admin" });
  await insertMembership(db, { userId: member.id, corporationId: corporation.id, role: "member" });
  return { corporation, owner, admin, member };
}

/** An open project whose content was last saved `days` before the test clock. */
const projectUnchangedFor = (corporationId: number, days: number, title = `${days}日前に更新した案件`) =>
  insertProject(context.handle.db, { corporationId, title, status: "open", closedAt: null, contentUpdatedAt: new Date(context.clock.now().getTime() - days * DAY) });

const stateOf = async (ids: number[]) =>
  (await context.handle.db.select().from(projects).where(inArray(projects.id, ids)))
    .sort((a, b) => a.id - b.id)
    .map((p) => ({
      status: p.status,
      closeReason: p.closeReason,
      noticed: p.freshnessNoticeSentAt !== null,
    }));

describe("issue 14: listing freshness (60 days: a notice to the corporation; 90 days: closed as stale)", () => {
  it("one mail per corporation to its owners and admins listing its due projects; 90-day projects close; fresh ones are untouched; a second run does nothing", async () => {
    const { db } = context.handle;
    const { corporation, owner, admin } = await corporationWithManagers();
    const fresh = await projectUnchangedFor(corporation.id, 59);
    const due1 = await projectUnchangedFor(corporation.id, 61, "決済基盤のAPI開発");
    const due2 = await projectUnchangedFor(corporation.id, 75, "社内ツールのUI改善");
    const old = await projectUnchangedFor(corporation.id, 91);
    const other = await corporationWithManagers();
    const otherDue = await projectUnchangedFor(other.corporation.id, 65);
    const now = context.clock.now();

    expect(await refreshListings(db, now, keys, 1)).toEqual({ closed: 1, noticedProjects: 3, mails: 4 });
    expect(await stateOf([fresh.id, due1.id, due2.id, old.id])).toEqual([
      { status: "open", closeReason: null, noticed: false },
      { status: "open", closeReason: null, noticed: true },
      { status: "open", closeReason: null, noticed: true },
      { status: "closed", closeReason: "stale", noticed: false },
    ]);
    const [closed] = await db.select().from(projects).where(eq(projects.id, old.id));
    expect(closed!.closedAt).toEqual(now);
    expect((await stateOf([otherDue.id]))[0]!.noticed).toBe(true);

    const mails = await db.select().from(emailOutbox).orderBy(emailOutbox.id);
    const ours = mails.filter((m) => m.toAddress === owner.email || m.toAddress === admin.email);
    expect(ours.map((m) => m.toAddress).sort()).toEqual([owner.email, admin.email].sort());
    expect(ours[0]!.subject).toBe("【かけはし】掲載内容を確認してください");
    expect(ours[0]!.bodyText).toContain("株式会社カケハシテスト");
    expect(ours[0]!.bodyText).toContain("・決済基盤のAPI開発");
    expect(ours[0]!.bodyText).toContain("・社内ツールのUI改善");
    expect(ours[0]!.bodyText).toContain(`${TEST_ORIGIN}/mypage/order/projects`);

    // Each manager's 通知 holds it too, marked mailed: the notification mail job sends no second mail.
    const notices = await db.select().from(notifications).where(eq(notifications.kind, "listing_freshness"));
    expect(notices.filter((n) => n.userId === owner.id || n.userId === admin.id)).toMatchObject([
      { title: "2件の案件が60日間更新されていません。掲載内容をご確認ください", linkPath: "/mypage/order/projects", mailedAt: now },
      { title: "2件の案件が60日間更新されていません。掲載内容をご確認ください", linkPath: "/mypage/order/projects", mailedAt: now },
    ]);
    expect(await refreshListings(db, now, keys)).toEqual({ closed: 0, noticedProjects: 0, mails: 0 });
    expect(await db.select().from(emailOutbox)).toHaveLength(4);
  });

  it("30 days after the notice the same project closes (content still unchanged) without a second notice", async () => {
    const { db } = context.handle;
    const { corporation } = await corporationWithManagers();
    const due = await projectUnchangedFor(corporation.id, 60);
    await refreshListings(db, context.clock.now(), keys);
    context.clock.advance(29 * DAY);
    expect(await refreshListings(db, context.clock.now(), keys)).toEqual({ closed: 0, noticedProjects: 0, mails: 0 });
    context.clock.advance(DAY);
    expect(await refreshListings(db, context.clock.now(), keys)).toEqual({ closed: 1, noticedProjects: 0, mails: 0 });
    expect(await stateOf([due.id])).toEqual([{ status: "closed", closeReason: "stale", noticed: true }]);
  });

  it("runs as the recurring job projects.listing-freshness", async () => {
    const { db } = context.handle;
    const { corporation } = await corporationWithManagers();
    const due = await projectUnchangedFor(corporation.id, 95);
    const job = listingFreshnessJob(TEST_SECRET);
    await ensureSchedules(db, [job], context.clock.now());
    await runDueJobs(jobRegistry([job]), { db, now: context.clock.now(), logger: pino({ level: "silent" }), uploads: new MemoryUploadStore(), siteOrigin: TEST_ORIGIN });
    expect(await stateOf([due.id])).toEqual([{ status: "closed", closeReason: "stale", noticed: false }]);
  });
});
