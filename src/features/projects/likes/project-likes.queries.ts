import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

export type LikeState = { likeCount: number };

/**
 * Likes a project once per user and keeps projects.like_count in step, in one statement: the
 * counter moves only when a row was really inserted, so repeating the call changes nothing.
 * Null when the project does not exist, or is hidden by its poster's suspension (issue 18).
 */
export async function insertProjectLike(db: Database, userId: number, projectId: number, now: Date): Promise<LikeState | null> {
  const [row] = await selectRows<{ likeCount: number }>(
    db,
    sql`
    with target as (select id from projects where id = ${projectId} and close_reason is distinct from 'suspended'),
    inserted as (
      insert into project_likes (user_id, project_id, created_at)
      select ${userId}, id, ${now.toISOString()}::timestamptz from target
      on conflict do nothing
      returning project_id
    ),
    bumped as (
      update projects set like_count = like_count + 1 where id in (select project_id from inserted) returning like_count
    )
    select coalesce((select like_count from bumped), (select like_count from projects where id = ${projectId}))::int as "likeCount"
    from target`,
  );
  return row ?? null;
}

/** Removes the like if there was one, and the counter with it. Null when the project does not exist. */
export async function deleteProjectLike(db: Database, userId: number, projectId: number): Promise<LikeState | null> {
  const [row] = await selectRows<{ likeCount: number }>(
    db,
    sql`
    with target as (select id from projects where id = ${projectId}),
    deleted as (
      delete from project_likes where user_id = ${userId} and project_id in (select id from target) returning project_id
    ),
    lowered as (
      update projects set like_count = greatest(like_count - 1, 0) where id in (select project_id from deleted) returning like_count
    )
    select coalesce((select like_count from lowered), (select like_count from projects where id = ${projectId}))::int as "likeCount"
    from target`,
  );
  return row ?? null;
}
