import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";

import type { Database } from "@/db/client";
import { projects, projectViewDays } from "@/db/schema";
import { insertProject } from "@/db/seed/factories";
import { useApiTestContext } from "@tests/support/api-test-context";

import { recordProjectView, type ProjectViewer } from "./project-views.service";
import { REPEAT_VIEW_WINDOW_MS } from "./recent-views";
import { DatabaseHealth } from "@/platform/database-health";

const context = useApiTestContext();
const logger = pino({ level: "silent" });
const person: ProjectViewer = { isCountable: true, visitorKey: "198.51.100.7" };

/** Deps as the page passes them; a fresh object is a fresh process as far as repeat views go. */
function depsFor(db: Database = context.handle.db) {
  return { db, now: context.clock.now, databaseHealth: new DatabaseHealth(context.handle.ping, logger) };
}

async function viewDaysOf(projectId: number) {
  const rows = await context.handle.db.select().from(projectViewDays).where(eq(projectViewDays.projectId, projectId));
  return rows.map((r) => [r.day, r.views]).sort();
}

async function viewCountOf(projectId: number) {
  const [row] = await context.handle.db.select({ viewCount: projects.viewCount }).from(projects).where(eq(projects.id, projectId));
  return row!.viewCount;
}

describe("recording project views (S-RANK-1)", () => {
  it("S-RANK-1: views are one row per project and JST day, bumped in place", async () => {
    const project = await insertProject(context.handle.db, { viewCount: 100 });
    const deps = depsFor();
    // 2026-11-01 09:00 JST: three visitors, then past midnight in Tokyo (15:00 UTC) one more.
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) expect(await recordProjectView(deps, project.id, { ...person, visitorKey: ip })).toBe(true);
    context.clock.advance(15 * 3_600_000);
    expect(await recordProjectView(deps, project.id, person)).toBe(true);
    expect(await viewDaysOf(project.id)).toEqual([
      ["2026-11-01", 3],
      ["2026-11-02", 1],
    ]);
    // The wide projects row is not written per view (decision 008).
    expect(await viewCountOf(project.id)).toBe(100);
  });

  it("S-RANK-1: a reload within half an hour is the same view; after that it counts again", async () => {
    const project = await insertProject(context.handle.db);
    const deps = depsFor();
    expect(await recordProjectView(deps, project.id, person)).toBe(true);
    context.clock.advance(REPEAT_VIEW_WINDOW_MS - 1000);
    expect(await recordProjectView(deps, project.id, person)).toBe(false);
    context.clock.advance(1000);
    expect(await recordProjectView(deps, project.id, person)).toBe(true);
    expect(await viewDaysOf(project.id)).toEqual([["2026-11-01", 2]]);
  });

  it("S-RANK-1: crawlers and prefetches are not views", async () => {
    const project = await insertProject(context.handle.db);
    expect(await recordProjectView(depsFor(), project.id, { ...person, isCountable: false })).toBe(false);
    expect(await viewDaysOf(project.id)).toEqual([]);
  });

  it("S-RANK-1: an unknown project records nothing, and a database failure is swallowed", async () => {
    expect(await recordProjectView(depsFor(), 999_999, person)).toBe(false);
    expect(await context.handle.db.select().from(projectViewDays)).toEqual([]);
    const broken = { execute: () => Promise.reject(new Error("connection refused")) } as unknown as Database;
    await expect(recordProjectView(depsFor(broken), 1, person)).resolves.toBe(false);
  });
});
