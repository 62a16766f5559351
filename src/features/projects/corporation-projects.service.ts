import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import type { Catalog } from "@/features/catalog/catalog.service";

import { projectSummarizer } from "./project-summary";
import type { ProjectSummary } from "./project-summary.schemas";
import { isLikedBy, PROJECT_SUMMARY_COLUMNS, type ProjectSearchRow } from "./search/search-projects.queries";

/** A company page shows at most this many projects of each kind. */
export const CORPORATION_PAGE_PROJECT_LIMIT = 50;

/**
 * One corporation's published projects of one status for its company page, newest first (closed ones
 * by when they closed), as the same summaries search shows, with whether the viewer liked each.
 * `isVisitor` masks the corporation as project pages do (decision 022). Projects hidden by their
 * poster's suspension (利用停止, issue 18) are left out for everyone, members included: the page is public.
 */
export async function listCorporationProjects(
  db: Database,
  catalog: Catalog,
  input: { corporationId: number; status: "open" | "closed"; viewerId: number | null; isVisitor: boolean },
): Promise<ProjectSummary[]> {
  const rows = await selectRows<ProjectSearchRow>(
    db,
    sql`
    select ${PROJECT_SUMMARY_COLUMNS}, ${isLikedBy(input.viewerId)} as "isLiked"
    from projects p
    join corporations c on c.id = p.corporation_id
    where p.corporation_id = ${input.corporationId} and p.status = ${input.status} and p.close_reason is distinct from 'suspended'
    order by ${input.status === "open" ? sql`p.published_at desc` : sql`coalesce(p.closed_at, p.published_at) desc`}, p.id desc
    limit ${CORPORATION_PAGE_PROJECT_LIMIT}`,
  );
  const summarize = projectSummarizer(catalog);
  return rows.map((row) => summarize(row, input.isVisitor));
}
