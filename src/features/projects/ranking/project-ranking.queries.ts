import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";

import { isLikedBy, PROJECT_SUMMARY_COLUMNS, type ProjectSearchRow } from "../search/search-projects.queries";
import type { ActivitySpan } from "./ranking-window";

/** A project's views and likes over a span; only projects with either appear. */
export type ProjectActivity = { projectId: number; views: number; likes: number };

/**
 * Each project's views over a run of days, as two parallel arrays: one value per column instead of
 * one row per project, because turning rows into objects is what cost most on PGlite (a day's 14k
 * rows: ~90 ms as rows, ~20 ms as arrays). One day needs no sum: the key is (project, day).
 */
async function findViewsPerProject(db: Database, span: ActivitySpan): Promise<{ ids: number[]; views: number[] }> {
  const perProject =
    span.fromDay === span.toDay
      ? sql`select project_id, views from project_view_days where day = ${span.fromDay}::date`
      : sql`select project_id, sum(views)::int as views from project_view_days
          where day between ${span.fromDay}::date and ${span.toDay}::date group by project_id`;
  const query = sql`select array_agg(project_id) as ids, array_agg(views) as views from (${perProject}) per_project`;
  if (span.fromDay === span.toDay) return arraysOf(await selectRows(db, query));
  // Summing 29 days groups ~80k projects at 100k: with the default 4 MB the hash spilled to disk in
  // five batches on the server (900 → 690 ms measured). For this one statement only.
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return arraysOf(await selectRows(tx, query));
  });
}

function arraysOf(rows: { ids?: number[] | null; views?: number[] | null }[]): { ids: number[]; views: number[] } {
  return { ids: rows[0]?.ids ?? [], views: rows[0]?.views ?? [] };
}

/** The project of every like made in the span (likes are few: counted in JavaScript). */
async function findLikedProjectIds(db: Database, span: ActivitySpan): Promise<number[]> {
  const [row] = await selectRows<{ ids: number[] | null }>(
    db,
    sql`
    select array_agg(project_id) as ids from project_likes
    where created_at >= ${span.from.toISOString()}::timestamptz and created_at < ${span.until.toISOString()}::timestamptz`,
  );
  return row?.ids ?? [];
}

/**
 * Views and likes per project over a span: range scans on project_view_days by day and on
 * project_likes by created_at. Costs grow with the span's activity, so the ranking reads the
 * completed days once a day and only today's rows after that (decision 008).
 */
export async function findProjectActivity(db: Database, span: ActivitySpan): Promise<ProjectActivity[]> {
  // One after the other: the views may run in a transaction of their own (work_mem above).
  const views = await findViewsPerProject(db, span);
  const likedIds = await findLikedProjectIds(db, span);
  const activity = new Map<number, ProjectActivity>();
  views.ids.forEach((projectId, i) => activity.set(projectId, { projectId, views: views.views[i]!, likes: 0 }));
  for (const projectId of likedIds) {
    const entry = activity.get(projectId);
    if (entry) entry.likes++;
    else activity.set(projectId, { projectId, views: 0, likes: 1 });
  }
  return [...activity.values()];
}

/** Which of the given projects are open, with what breaks ties (primary-key lookups). */
export async function findOpenProjectDates(db: Database, projectIds: number[]): Promise<{ id: number; publishedAt: string }[]> {
  if (projectIds.length === 0) return [];
  return selectRows(
    db,
    sql`
    select id, published_at as "publishedAt" from projects
    where id = any(${`{${projectIds.join(",")}}`}::int[]) and status = 'open'`,
  );
}

/** The rows of the given projects that are still open, in no particular order (primary-key lookups). */
export async function findOpenProjectRows(db: Database, projectIds: number[], viewerId: number | null): Promise<ProjectSearchRow[]> {
  if (projectIds.length === 0) return [];
  return selectRows<ProjectSearchRow>(
    db,
    sql`
    select ${PROJECT_SUMMARY_COLUMNS}, ${isLikedBy(viewerId)} as "isLiked"
    from projects p join corporations c on c.id = p.corporation_id
    where p.id = any(${`{${projectIds.join(",")}}`}::int[]) and p.status = 'open'`,
  );
}
