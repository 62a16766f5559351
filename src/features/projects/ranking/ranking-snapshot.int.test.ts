import pino from "pino";
import { describe, expect, it } from "vitest";

import { projectLikes, projectViewDays, rankingSnapshots } from "@/db/schema";
import { insertProject, insertUser } from "@/db/seed/factories";
import { ensureSchedules } from "@/platform/jobs/job-queue";
import { jobRegistry, runDueJobs } from "@/platform/jobs/job-runner";
import { serverJobs } from "@/server/job-registry";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { TEST_ORIGIN } from "@tests/support/test-database";

import { findProjectActivity } from "./project-ranking.queries";
import type { ProjectRanking } from "./project-ranking.service";
import { RankingCache } from "./ranking-cache";
import { computeRankingSnapshot, refreshRankingSnapshot, type SumActivity } from "./ranking-snapshot";
import { rankingSnapshotJob } from "./ranking-snapshot.job";
import { rankingWindowAt, type ActivitySpan } from "./ranking-window";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";

// The test clock starts at 2026-11-01 09:00 JST: the completed days are 2026-10-03 … 2026-10-31.
const context = useApiTestContext();
const logger = pino({ level: "silent" });
const registry = jobRegistry([rankingSnapshotJob]);
const MINUTE = 60_000;

async function project(title: string) {
  return insertProject(context.handle.db, { title, status: "open", publishedAt: new Date("2026-09-01T10:00:00+09:00") });
}

async function views(projectId: number, day: string, count: number) {
  await context.handle.db.insert(projectViewDays).values({ projectId, day, views: count });
}

async function likes(projectId: number, count: number, at = new Date("2026-10-20T12:00:00+09:00")) {
  for (let i = 0; i < count; i++) {
    const user = await insertUser(context.handle.db, { isPro: true });
    await context.handle.db.insert(projectLikes).values({ userId: user.id, projectId, createdAt: at });
  }
}

/** The 29-day aggregation, counted: a process that reads the snapshot never calls it. */
function countedSum() {
  const spans: ActivitySpan[] = [];
  const sum: SumActivity = (db, span) => {
    spans.push(span);
    return findProjectActivity(db, span);
  };
  return { spans, sum };
}

const runJob = (now: Date) => runDueJobs(registry, { db: context.handle.db, now, logger, uploads: new MemoryUploadStore(), siteOrigin: TEST_ORIGIN });
const snapshots = () => context.handle.db.select().from(rankingSnapshots).orderBy(rankingSnapshots.day);
const scoresOf = (ranking: { scores: { projectId: number; score: number }[] }) => ranking.scores.map((s) => [s.projectId, s.score]);

async function apiRanking() {
  const response = await new BrowserLikeClient(context.app).request("GET", "/api/v2/top/projects/ranking");
  expect(response.status).toBe(200);
  return json<ProjectRanking>(response);
}

/** Three projects: `viewed` (50 views on 10-31), `liked` (20 views on 10-03 and 2 likes), `today` (only today's views). */
async function seedActivity() {
  const viewed = await project("閲覧が多い");
  const liked = await project("いいねが多い");
  const today = await project("今日だけ");
  const before = await project("窓の前");
  await views(viewed.id, "2026-10-31", 50);
  await views(liked.id, "2026-10-03", 20);
  await likes(liked.id, 2);
  await views(today.id, "2026-11-01", 999);
  await views(before.id, "2026-10-02", 500);
  return { viewed, liked, today, before };
}

describe("the ranking's completed days, computed once for every process (issue 12, decision 008)", () => {
  it("issue 12: the server runs ranking.completed-days; with the injected clock it stores the 29 completed JST days as one row for today, best first", async () => {
    expect(serverJobs({ mailFrom: "noreply@example.jp" }).map((job) => job.kind)).toContain("ranking.completed-days");
    const { viewed, liked } = await seedActivity();
    const now = context.clock.now();
    await ensureSchedules(context.handle.db, [rankingSnapshotJob], now);
    expect(await runJob(now)).toMatchObject({ claimed: 1, done: 1 });
    // Today's views and the day before the window are not in it; likes × 30 + views decides the order.
    expect(await snapshots()).toEqual([{ day: "2026-11-01", projectIds: [liked.id, viewed.id], views: [20, 50], likes: [2, 0], computedAt: now }]);
  });

  it("issue 12: a process reads the day's snapshot (one row) and does not sum the 29 days itself", async () => {
    const { viewed, liked, today } = await seedActivity();
    const now = context.clock.now();
    expect(await refreshRankingSnapshot(context.handle.db, now)).toBe("computed");

    const { spans, sum } = countedSum();
    const ranking = await new RankingCache(undefined, sum).recompute(context.handle.db, now);
    expect(spans).toEqual([]);
    expect(scoresOf(ranking)).toEqual([
      [today.id, 999],
      [liked.id, 80],
      [viewed.id, 50],
    ]);

    // Through the API as well: a completed day's rows changed behind its back (the app never writes
    // a past day) are not seen, because the sums come from the snapshot.
    await views(viewed.id, "2026-10-30", 1000);
    expect((await apiRanking()).projects.map((p) => [p.title, p.score])).toEqual([
      ["今日だけ", 999],
      ["いいねが多い", 80],
      ["閲覧が多い", 50],
    ]);
  });

  it("issue 12: with no snapshot yet (first start, the job has not run), the process sums the days itself at once and stores them for the others", async () => {
    const { viewed, liked, today } = await seedActivity();
    const now = context.clock.now();
    const first = countedSum();
    const ranking = await new RankingCache(undefined, first.sum).recompute(context.handle.db, now);
    expect(first.spans.map((s) => [s.fromDay, s.toDay])).toEqual([["2026-10-03", "2026-10-31"]]);
    expect(scoresOf(ranking)).toEqual([
      [today.id, 999],
      [liked.id, 80],
      [viewed.id, 50],
    ]);
    expect((await snapshots()).map((s) => [s.day, s.projectIds])).toEqual([["2026-11-01", [liked.id, viewed.id]]]);

    // Another process starting later reads it; the job finds it there and sums nothing.
    const second = countedSum();
    await new RankingCache(undefined, second.sum).recompute(context.handle.db, now);
    expect(second.spans).toEqual([]);
    const job = countedSum();
    expect(await refreshRankingSnapshot(context.handle.db, new Date(now.getTime() + MINUTE), job.sum)).toBe("present");
    expect(job.spans).toEqual([]);
  });

  it("issue 12: yesterday's snapshot is not used on a new JST day: yesterday's views count as a completed day from midnight", async () => {
    const { today } = await seedActivity();
    await refreshRankingSnapshot(context.handle.db, context.clock.now());

    context.clock.advance(15 * 60 * MINUTE + 30_000); // 2026-11-02 00:00:30 JST
    const afterMidnight = context.clock.now();
    expect(rankingWindowAt(afterMidnight).toDay).toBe("2026-11-02");
    const { spans, sum } = countedSum();
    const ranking = await new RankingCache(undefined, sum).recompute(context.handle.db, afterMidnight);
    expect(spans.map((s) => [s.fromDay, s.toDay])).toEqual([["2026-10-04", "2026-11-01"]]);
    expect(ranking).toMatchObject({ fromDay: "2026-10-04", toDay: "2026-11-02" });
    expect(ranking.scores[0]).toMatchObject({ projectId: today.id, views: 999 });
    // The liked project's 20 views of 10-03 left the window; its likes of 10-20 are still in.
    expect((await snapshots()).map((s) => [s.day, s.views, s.likes])).toEqual([
      ["2026-11-01", [20, 50], [2, 0]],
      ["2026-11-02", [999, 0, 50], [0, 2, 0]],
    ]);
  });

  it("issue 12: running the job twice, or alongside a process that computed the same day, changes nothing; only three days are kept", async () => {
    await seedActivity();
    const { db } = context.handle;
    const now = context.clock.now();
    await ensureSchedules(db, [rankingSnapshotJob], now);
    expect(await runJob(now)).toMatchObject({ done: 1 });
    const [first] = await snapshots();
    // Its next run a minute later only checks; a process killed mid-run leaves the job to run again.
    const { spans, sum } = countedSum();
    expect(await refreshRankingSnapshot(db, new Date(now.getTime() + MINUTE), sum)).toBe("present");
    expect(spans).toEqual([]);
    expect(await runJob(new Date(now.getTime() + MINUTE))).toMatchObject({ claimed: 1, done: 1 });
    // A second writer of the same day (another process that summed it at the same moment) loses quietly.
    await views((await project("後から")).id, "2026-10-31", 5000);
    await computeRankingSnapshot(db, rankingWindowAt(now), new Date(now.getTime() + 2 * MINUTE));
    expect(await snapshots()).toEqual([first]);

    for (let day = 1; day <= 4; day++) expect(await refreshRankingSnapshot(db, new Date(now.getTime() + day * 24 * 60 * MINUTE))).toBe("computed");
    expect((await snapshots()).map((s) => s.day)).toEqual(["2026-11-03", "2026-11-04", "2026-11-05"]);
  });
});
