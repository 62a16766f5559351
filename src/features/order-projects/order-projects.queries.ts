import { sql, type SQL } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

import type { OrderSort, OrderStatusFilter } from "./order-projects.schemas";

/**
 * The orderer's list (spec S-BAR-9) reads one corporation's projects, drafts and requests as one
 * sorted list. Only the page's rows get their views and applicants counted (order-projects.service.ts);
 * sorting by views is the one case that sums the window for every project of the corporation, from
 * project_view_days' primary key.
 */

export type OrderListRow = {
  kind: "project" | "draft" | "request";
  id: number;
  status: string;
  title: string;
  published_at: Date | string | null;
  updated_at: Date | string;
  likes: number | null;
  close_reason: string | null;
  /** What the operators told the corporation about the project (issue 18: why they ended its listing, or changed it). */
  operator_note: string | null;
  operator_noted_at: Date | string | null;
};

const PROJECT_STATUSES: readonly OrderStatusFilter[] = ["all", "open", "closed"];
const REQUEST_STATUSES: readonly OrderStatusFilter[] = ["all", "pending", "in_review", "published", "rejected"];

/** One branch per kind the filter includes; each is one corporation's rows through its own corporation index. */
function branchesFor(corporationId: number, status: OrderStatusFilter, views30Since: string | null): SQL[] {
  const branches: SQL[] = [];
  if (PROJECT_STATUSES.includes(status)) {
    const statusCondition = status === "all" ? sql`` : sql` and p.status = ${status}`;
    // Only the views sort needs the 30 days of every project; the others leave views to the page's rows.
    // One grouped pass over the corporation's view days (a hash join), not a subquery per project.
    const viewsJoin = views30Since
      ? sql` left join (select v.project_id, sum(v.views)::int as views from project_view_days v join projects vp on vp.id = v.project_id
          where vp.corporation_id = ${corporationId} and v.day >= ${views30Since}::date group by v.project_id) pv on pv.project_id = p.id`
      : sql``;
    const views = views30Since ? sql`coalesce(pv.views, 0)` : sql`null::int`;
    branches.push(sql`select 'project' as kind, p.id, p.status, p.title, p.published_at, p.content_updated_at as updated_at,
        p.published_at as sort_at, p.like_count as likes, ${views} as views, p.close_reason, p.operator_note, p.operator_noted_at
      from projects p${viewsJoin} where p.corporation_id = ${corporationId}${statusCondition}`);
  }
  if (status === "all" || status === "draft") {
    branches.push(sql`select 'draft' as kind, d.id, 'draft' as status, d.title, null::timestamptz as published_at, d.updated_at,
        d.updated_at as sort_at, null::int as likes, null::int as views, null as close_reason, null as operator_note, null::timestamptz as operator_noted_at
      from project_drafts d where d.corporation_id = ${corporationId}`);
  }
  if (REQUEST_STATUSES.includes(status)) {
    const statusCondition = status === "all" ? sql`` : sql` and r.status = ${status}`;
    branches.push(sql`select 'request' as kind, r.id, r.status, r.title, null::timestamptz as published_at, r.submitted_at as updated_at,
        r.updated_at as sort_at, null::int as likes, null::int as views, null as close_reason, null as operator_note, null::timestamptz as operator_noted_at
      from project_requests r where r.corporation_id = ${corporationId}${statusCondition}`);
  }
  return branches;
}

const ORDER_BY: Record<OrderSort, SQL> = {
  newest: sql`sort_at desc, id desc`,
  likes: sql`likes desc nulls last, sort_at desc, id desc`,
  views: sql`views desc nulls last, sort_at desc, id desc`,
};

export async function findOrderListPage(
  db: Database,
  where: { corporationId: number; status: OrderStatusFilter },
  page: { sort: OrderSort; limit: number; offset: number; views30Since: string },
): Promise<OrderListRow[]> {
  const branches = branchesFor(where.corporationId, where.status, page.sort === "views" ? page.views30Since : null);
  return selectRows<OrderListRow>(
    db,
    sql`select kind, id, status, title, published_at, updated_at, likes, close_reason, operator_note, operator_noted_at
      from (${sql.join(branches, sql` union all `)}) items
      order by ${ORDER_BY[page.sort]} limit ${page.limit} offset ${page.offset}`,
  );
}

/** How many lines each status has (the filter's tabs), in one statement. */
export async function countOrderListByStatus(db: Database, corporationId: number): Promise<Map<string, number>> {
  const rows = await selectRows<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from projects where corporation_id = ${corporationId} group by status
      union all select 'draft', count(*)::int from project_drafts where corporation_id = ${corporationId}
      union all select status, count(*)::int from project_requests where corporation_id = ${corporationId} group by status`,
  );
  return new Map(rows.map((row) => [row.status, row.count]));
}

/** Views of the last 7 and 30 JST days for the page's projects only. */
export async function sumRecentViews(db: Database, projectIds: readonly number[], since: { days7: string; days30: string }) {
  if (projectIds.length === 0) return new Map<number, { views7: number; views30: number }>();
  const rows = await selectRows<{ project_id: number; views7: number; views30: number }>(
    db,
    sql`select project_id, coalesce(sum(views) filter (where day >= ${since.days7}::date), 0)::int as views7, sum(views)::int as views30
      from project_view_days
      where project_id in (${sql.join(
        projectIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and day >= ${since.days30}::date
      group by project_id`,
  );
  return new Map(rows.map((row) => [row.project_id, { views7: row.views7, views30: row.views30 }]));
}

/** Applications not withdrawn, per project of the page. */
export async function countApplicants(db: Database, projectIds: readonly number[]): Promise<Map<number, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await selectRows<{ project_id: number; count: number }>(
    db,
    sql`select project_id, count(*)::int as count from applications
      where project_id in (${sql.join(
        projectIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and status <> 'withdrawn'
      group by project_id`,
  );
  return new Map(rows.map((row) => [row.project_id, row.count]));
}
