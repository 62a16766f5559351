import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import type { ProjectCloseReason } from "@/db/schema";

import { isLikedBy, PROJECT_SUMMARY_COLUMNS, type ProjectSearchRow } from "../search/search-projects.queries";

export type ProjectDetailRow = ProjectSearchRow & {
  description: string;
  closedAt: string | null;
  corporationDescription: string;
  welcomeSkillIds: number[];
  openings: number;
  startsOn: string | null;
  applicationClosesOn: string | null;
  screeningSteps: string[];
  minHoursPerWeek: number | null;
  closeReason: ProjectCloseReason | null;
};

/**
 * One project with its page's columns. A project closed by its poster's suspension (利用停止, issue 18)
 * is public nowhere: found only when `includeSuspended` (operators).
 */
export async function findProjectDetail(db: Database, projectId: number, viewerId: number | null, includeSuspended = false): Promise<ProjectDetailRow | undefined> {
  const [row] = await selectRows<ProjectDetailRow>(
    db,
    sql`
    select ${PROJECT_SUMMARY_COLUMNS}, ${isLikedBy(viewerId)} as "isLiked",
      p.description, p.closed_at as "closedAt", c.description as "corporationDescription",
      p.welcome_skill_ids as "welcomeSkillIds", p.openings, p.starts_on::text as "startsOn", p.application_closes_on::text as "applicationClosesOn",
      p.screening_steps as "screeningSteps", p.min_hours_per_week as "minHoursPerWeek", p.close_reason as "closeReason"
    from projects p join corporations c on c.id = p.corporation_id
    where p.id = ${projectId}${includeSuspended ? sql`` : sql` and p.close_reason is distinct from 'suspended'`}`,
  );
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
  return selectRows<ProjectSearchRow>(
    db,
    sql`
    select ${PROJECT_SUMMARY_COLUMNS}, ${isLikedBy(viewerId)} as "isLiked"
    from projects p join corporations c on c.id = p.corporation_id
    where p.status = 'open' and p.id <> ${project.id} and p.profession_ids && ${`{${project.professionIds.join(",")}}`}::int[]
    order by p.status desc nulls last, p.published_at desc nulls last, p.id desc nulls last
    limit ${limit}`,
  );
}
