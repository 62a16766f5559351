import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

import { isLikedBy, PROJECT_SUMMARY_COLUMNS, type ProjectSearchRow } from "../search/search-projects.queries";
import type { ActivitySpan } from "./ranking-window";

/** A project's views and likes over a span; only projects with either appear. */
export type ProjectActivity = { projectId: number; views: number; likes: number };

/**
 * Views and likes per project over a span: range scans on project_view_days by day and on
 * project_likes by created_at, summed per project. Costs grow with the span's activity, so the
 * ranking reads the completed days once a day and only today's rows after that (decision 008).
 */
export async function findProjectActivity(db: Database, span: ActivitySpan): Promise<ProjectActivity[]> {
  return selectRows<ProjectActivity>(db, sql`
    with span_views as (
      select project_id, sum(views)::int as views
      from project_view_days
      where day between ${span.fromDay}::date and ${span.toDay}::date
      group by project_id
    ), span_likes as (
      select project_id, count(*)::int as likes
      from project_likes
      where created_at >= ${span.from.toISOString()}::timestamptz and created_at < ${span.until.toISOString()}::timestamptz
      group by project_id
    )
    select coalesce(v.project_id, l.project_id) as "projectId", coalesce(v.views, 0) as views, coalesce(l.likes, 0) as likes
    from span_views v full join span_likes l on l.project_id = v.project_id`);
}

/** Which of the given projects are open, with what breaks ties (primary-key lookups). */
export async function findOpenProjectDates(db: Database, projectIds: number[]): Promise<{ id: number; publishedAt: string }[]> {
  if (projectIds.length === 0) return [];
  return selectRows(db, sql`
    select id, published_at as "publishedAt" from projects
    where id = any(${`{${projectIds.join(",")}}`}::int[]) and status = 'open'`);
}

/** The rows of the given projects that are still open, in no particular order (primary-key lookups). */
export async function findOpenProjectRows(db: Database, projectIds: number[], viewerId: number | null): Promise<ProjectSearchRow[]> {
  if (projectIds.length === 0) return [];
  return selectRows<ProjectSearchRow>(db, sql`
    select ${PROJECT_SUMMARY_COLUMNS}, ${isLikedBy(viewerId)} as "isLiked"
    from projects p join corporations c on c.id = p.corporation_id
    where p.id = any(${`{${projectIds.join(",")}}`}::int[]) and p.status = 'open'`);
}
