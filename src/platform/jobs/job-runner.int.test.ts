import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { jobs } from "@/db/schema";
import { getLogger } from "@/lib/logger";
import { useApiTestContext } from "@tests/support/api-test-context";

import { defineJob, noPayload } from "./job-definition";
import { enqueueJob, ensureSchedules } from "./job-queue";
import { jobRegistry, runDueJobs } from "./job-runner";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";

const context = useApiTestContext();
const logger = getLogger();
const siteOrigin = "http://localhost:3000";
const start = new Date("2026-11-20T03:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);

function recordingJob(kind: string, behaviour: (payload: { n: number }) => void | Promise<void> = () => {}) {
  const seen: number[] = [];
  const job = defineJob({
    kind,
    parsePayload: (payload) => z.object({ n: z.number() }).parse(payload),
    retryDelaysMs: [60_000],
    run: async (_context, payload) => {
      await behaviour(payload);
      seen.push(payload.n);
    },
  });
  return { job, seen };
}

const run = (registry: ReturnType<typeof jobRegistry>, now: Date) =>
  runDueJobs(registry, { db: context.handle.db, now, logger, uploads: new MemoryUploadStore(), siteOrigin });

describe("the job mechanism (decision 016)", () => {
  it("runs a job when it is due, with the injected clock, and marks it done", async () => {
    const { db } = context.handle;
    const { job, seen } = recordingJob("test.record");
    await enqueueJob(db, job, { n: 1 }, { runAt: later(30 * 24 * 60 * 60_000) });
    const registry = jobRegistry([job]);
    expect((await run(registry, start)).claimed).toBe(0);
    expect(await run(registry, later(30 * 24 * 60 * 60_000))).toMatchObject({ claimed: 1, done: 1 });
    expect(seen).toEqual([1]);
    const [row] = await db.select().from(jobs);
    expect(row).toMatchObject({ status: "done", attempts: 1, lastError: null });
  });

  it("retries a failing job after its delay, then records it as failed with the reason", async () => {
    const { db } = context.handle;
    const { job } = recordingJob("test.failing", () => {
      throw new Error("SMTP は応答しません");
    });
    await enqueueJob(db, job, { n: 1 }, { runAt: start });
    const registry = jobRegistry([job]);
    expect(await run(registry, start)).toMatchObject({ retried: 1 });
    expect((await run(registry, later(30_000))).claimed).toBe(0);
    expect(await run(registry, later(60_000))).toMatchObject({ failed: 1 });
    const [row] = await db.select().from(jobs);
    expect(row).toMatchObject({ status: "failed", attempts: 2, lastError: "SMTP は応答しません" });
  });

  it("ASVS 14.2.4: a job whose query failed keeps the statement's name as its reason, never the values it sent", async () => {
    const { db } = context.handle;
    const { job } = recordingJob("test.failing-query", async () => {
      // A text where an integer belongs: the driver's error would quote the address back.
      await db.execute(sql`select ${"hanako@example.test"}::int`);
    });
    await enqueueJob(db, job, { n: 1 }, { runAt: start });
    await run(jobRegistry([job]), start);
    const [row] = await db.select().from(jobs);
    expect(row!.lastError).toMatch(/^Failed query: select/);
    expect(row!.lastError).not.toContain("hanako");
  });

  it("treats a payload that does not parse as a failure, not a crash", async () => {
    const { db } = context.handle;
    const { job, seen } = recordingJob("test.record");
    await db.insert(jobs).values({ kind: job.kind, payload: { n: "not a number" }, runAt: start, createdAt: start });
    const registry = jobRegistry([job]);
    await run(registry, start);
    await run(registry, later(60_000));
    expect(seen).toEqual([]);
    expect((await db.select().from(jobs))[0]?.status).toBe("failed");
  });

  it("keeps one pending job per singleton key", async () => {
    const { db } = context.handle;
    const { job } = recordingJob("test.record");
    expect(await enqueueJob(db, job, { n: 1 }, { runAt: start, singletonKey: "user:1" })).not.toBeNull();
    expect(await enqueueJob(db, job, { n: 2 }, { runAt: start, singletonKey: "user:1" })).toBeNull();
    expect(await db.select().from(jobs)).toHaveLength(1);
  });

  it("runs a recurring job again after its interval, in one row, however many processes schedule it", async () => {
    const { db } = context.handle;
    let runs = 0;
    const tick = defineJob({ kind: "test.tick", parsePayload: noPayload, everyMs: 60_000, run: async () => void (runs += 1) });
    await ensureSchedules(db, [tick], start);
    await ensureSchedules(db, [tick], start);
    const registry = jobRegistry([tick]);
    await run(registry, start);
    await run(registry, later(30_000));
    await run(registry, later(60_000));
    expect(runs).toBe(2);
    const rows = await db.select().from(jobs).where(eq(jobs.kind, "test.tick"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", runAt: later(120_000) });
  });

  it("leaves kinds this process does not know to the processes that do", async () => {
    const { db } = context.handle;
    const known = recordingJob("test.known");
    const unknown = recordingJob("test.elsewhere");
    await enqueueJob(db, unknown.job, { n: 1 }, { runAt: start });
    expect((await run(jobRegistry([known.job]), start)).claimed).toBe(0);
    expect((await db.select().from(jobs))[0]).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("takes over a job whose process died mid-run once its lease has passed, and never runs one twice at once", async () => {
    const { db } = context.handle;
    let release: () => void = () => {};
    const started: number[] = [];
    const slow = defineJob({
      kind: "test.slow",
      parsePayload: (payload) => z.object({ n: z.number() }).parse(payload),
      leaseMs: 60_000,
      run: async (_context, payload) => {
        started.push(payload.n);
        if (started.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    const registry = jobRegistry([slow]);
    await enqueueJob(db, slow, { n: 7 }, { runAt: start });
    const first = run(registry, start); // holds the job, as a process that then hangs would
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await run(registry, later(30_000))).claimed).toBe(0);
    expect((await run(registry, later(61_000))).claimed).toBe(1);
    release();
    await first;
    expect(started).toEqual([7, 7]);
  });
});
