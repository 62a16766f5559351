import { sql, type SQL } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import type { ProjectCloseReason } from "@/db/schema";

import { countUpToCap, type CappedCount } from "../console-capped-count";

export type ConsoleProjectRow = {
  id: number;
  title: string;
  status: "open" | "closed";
  closeReason: ProjectCloseReason | null;
  corporationId: number;
  corporationName: string;
  publishedAt: Date;
  likeCount: number;
  operatorNote: string | null;
};

const COLUMNS = sql`p.id, p.title, p.status, p.close_reason as "closeReason", p.corporation_id as "corporationId", c.name as "corporationName",
  p.published_at as "publishedAt", p.like_count as "likeCount", p.operator_note as "operatorNote"`;

export type ConsoleProjectFilter = { status?: "open" | "closed"; corporationId?: number };

function whereOf(filter: ConsoleProjectFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.status) parts.push(sql`p.status = ${filter.status}`);
  if (filter.corporationId) parts.push(sql`p.corporation_id = ${filter.corporationId}`);
  return sql.join(parts, sql` and `);
}

/**
 * Newest first over every project, any status: the walk follows projects_published_at_idx (or the
 * corporation's own index), so a page costs its rows whatever the table's size.
 */
export async function listProjects(db: Database, filter: ConsoleProjectFilter, limit: number, offset: number): Promise<ConsoleProjectRow[]> {
  return selectRows<ConsoleProjectRow>(
    db,
    // The page's ids first, from projects alone: joined in the same query, the planner sorted a million rows.
    sql`select ${COLUMNS}
        from (select p.id from projects p where ${whereOf(filter)} order by p.published_at desc nulls last, p.id desc nulls last limit ${limit} offset ${offset}) page
        join projects p on p.id = page.id join corporations c on c.id = p.corporation_id
        order by p.published_at desc nulls last, p.id desc nulls last`,
  );
}

/** How many match, reading at most the console's cap (the list shows 「10,000件以上」 past it). */
export function countProjects(db: Database, filter: ConsoleProjectFilter): Promise<CappedCount> {
  return countUpToCap(db, sql`projects p`, whereOf(filter));
}

/** The rows of these ids (a free-word search's page), in the given order. */
export async function findProjectsByIds(db: Database, ids: readonly number[]): Promise<ConsoleProjectRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<ConsoleProjectRow>(
    db,
    sql`select ${COLUMNS} from projects p join corporations c on c.id = p.corporation_id where p.id = any(${`{${ids.join(",")}}`}::int[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
