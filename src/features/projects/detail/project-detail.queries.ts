import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

import type { ProjectSearchRow } from "../search/search-projects.queries";

const SUMMARY_COLUMNS = sql`
  p.id, p.title, p.corporation_id as "corporationId", c.name as "corporationName",
  p.min_budget_man as "minBudgetMan", p.max_budget_man as "maxBudgetMan",
  p.remote_type_id as "remoteTypeId", p.available_time_id as "availableTimeId", p.prefecture_id as "prefectureId",
  p.contract_type_id as "contractTypeId", p.profession_ids as "professionIds", p.skill_ids as "skillIds", p.tag_ids as "tagIds",
  p.status, p.published_at as "publishedAt", p.like_count as "likeCount"`;

function likedBy(viewerId: number | null) {
  return viewerId === null ? sql`false` : sql`exists (select 1 from project_likes l where l.project_id = p.id and l.user_id = ${viewerId})`;
}

export type ProjectDetailRow = ProjectSearchRow & {
  description: string;
  closedAt: string | null;
  corporationDescription: string;
};

export async function findProjectDetail(db: Database, projectId: number, viewerId: number | null): Promise<ProjectDetailRow | undefined> {
  const [row] = await selectRows<ProjectDetailRow>(db, sql`
    select ${SUMMARY_COLUMNS}, ${likedBy(viewerId)} as "isLiked",
      p.description, p.closed_at as "closedAt", c.description as "corporationDescription"
    from projects p join corporations c on c.id = p.corporation_id
    where p.id = ${projectId}`);
  return row;
}

/** Open projects sharing a profession, newest first (walks the newest-first index). */
export async function findRelatedProjects(
  db: Database,
  project: { id: number; professionIds: number[] },
  viewerId: number | null,
  limit: number,
): Promise<ProjectSearchRow[]> {
  if (project.professionIds.length === 0) return [];
  return selectRows<ProjectSearchRow>(db, sql`
    select ${SUMMARY_COLUMNS}, ${likedBy(viewerId)} as "isLiked"
    from projects p join corporations c on c.id = p.corporation_id
    where p.status = 'open' and p.id <> ${project.id} and p.profession_ids && ${`{${project.professionIds.join(",")}}`}::int[]
    order by p.status desc nulls last, p.published_at desc nulls last, p.id desc nulls last
    limit ${limit}`);
}
