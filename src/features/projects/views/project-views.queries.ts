import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

/**
 * Counts one view of a project on a JST day in one statement: the day's row is created or bumped.
 * Only this narrow row changes, and no index covers `views`, so the update is usually a HOT
 * update; projects.view_count is deliberately left alone (decision 008: bumping the wide projects
 * row made each view ~3× dearer on PGlite and bloats its GIN indexes). False for an unknown project.
 */
export async function upsertProjectViewDay(db: Database, projectId: number, day: string): Promise<boolean> {
  const rows = await selectRows<{ projectId: number }>(
    db,
    sql`
    insert into project_view_days (project_id, day, views)
    select id, ${day}::date, 1 from projects where id = ${projectId}
    on conflict (project_id, day) do update set views = project_view_days.views + 1
    returning project_id as "projectId"`,
  );
  return rows.length > 0;
}
