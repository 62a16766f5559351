import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { getCatalog } from "@/features/catalog/catalog.service";

import { projectSummarizer } from "../project-summary";
import { PROJECT_SUMMARY_COLUMNS, type ProjectSearchRow } from "../search/search-projects.queries";

export const LIKED_PER_PAGE = 20;

/** A project hidden by its poster's suspension (利用停止, issue 18) leaves the liker's list until it is lifted. */
const LISTED = sql`p.close_reason is distinct from 'suspended'`;

import type { LikedProjectsPage } from "./project-likes.schemas";

export type { LikedProjectsPage } from "./project-likes.schemas";

/** The projects a user liked, most recently liked first (spec S-LIKE-1: a pro sees their liked projects). */
/** How many projects the user has liked. */
export async function countLikedProjects(db: Database, userId: number): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from project_likes l join projects p on p.id = l.project_id
      where l.user_id = ${userId} and ${LISTED}`,
  );
  return row?.count ?? 0;
}

export async function listLikedProjects(db: Database, userId: number, page: number): Promise<LikedProjectsPage> {
  const [rows, counted, catalog] = await Promise.all([
    selectRows<ProjectSearchRow>(
      db,
      sql`
      select ${PROJECT_SUMMARY_COLUMNS}, true as "isLiked"
      from project_likes l
      join projects p on p.id = l.project_id
      join corporations c on c.id = p.corporation_id
      where l.user_id = ${userId} and ${LISTED}
      order by l.created_at desc, p.id desc
      limit ${LIKED_PER_PAGE} offset ${(page - 1) * LIKED_PER_PAGE}`,
    ),
    countLikedProjects(db, userId),
    getCatalog(db),
  ]);
  const summarize = projectSummarizer(catalog);
  const totalCount = counted;
  return {
    projects: rows.map((row) => summarize(row, false)),
    totalCount,
    page,
    perPage: LIKED_PER_PAGE,
    totalPages: Math.ceil(totalCount / LIKED_PER_PAGE),
  };
}
