import type { Database } from "@/db/client";
import { projectRequestPath } from "@/features/project-requests/project-requests.service";
import { jstDayNumber, jstDayText } from "@/lib/jst-day";
import type { RequestActor } from "@/platform/actor/actor";
import { ordererOrThrow } from "@/platform/actor/access-rules";
import { abilitiesOf, projectRegistrationLink } from "@/platform/actor/plan-policy";

import { freshnessOf } from "@/lib/listing-freshness";
import { countApplicants, countOrderListByStatus, findOrderListPage, sumRecentViews, type OrderListRow } from "./order-projects.queries";
import {
  ORDER_ITEM_STATUS_LABELS,
  ORDER_PROJECTS_PER_PAGE,
  ORDER_STATUS_FILTERS,
  type OrderItem,
  type OrderItemStatus,
  type OrderProjectsPage,
  type OrderProjectsQuery,
  type OrderStatusFilter,
} from "./order-projects.schemas";

export const UNTITLED_DRAFT = "（タイトル未入力）";

const iso = (value: Date | string) => new Date(value).toISOString();

type Enrichment = { views: Map<number, { views7: number; views30: number }>; applicants: Map<number, number>; canEdit: boolean; now: Date };

function itemOf(row: OrderListRow, more: Enrichment): OrderItem {
  const status = row.status as OrderItemStatus;
  const base = { id: row.id, status, statusLabel: ORDER_ITEM_STATUS_LABELS[status], updatedAt: iso(row.updated_at) };
  if (row.kind === "project") {
    const views = more.views.get(row.id);
    return {
      ...base,
      kind: "project",
      title: row.title,
      publishedAt: row.published_at === null ? null : iso(row.published_at),
      views7: views?.views7 ?? 0,
      views30: views?.views30 ?? 0,
      likes: row.likes,
      applicants: more.applicants.get(row.id) ?? 0,
      freshness: freshnessOf({ status, contentUpdatedAt: new Date(row.updated_at), closeReason: row.close_reason }, more.now),
      operatorNote: row.operator_note && row.operator_noted_at ? { text: row.operator_note, notedAt: iso(row.operator_noted_at) } : null,
      links: { page: `/projects/${row.id}`, ...(more.canEdit ? { edit: `/projects/${row.id}/edit` } : {}) },
    };
  }
  const none = { publishedAt: null, views7: null, views30: null, likes: null, applicants: null, freshness: null, operatorNote: null };
  if (row.kind === "draft") {
    return { ...base, ...none, kind: "draft", title: row.title.trim() || UNTITLED_DRAFT, links: { continueDraft: `/projects/new?draft=${row.id}` } };
  }
  return { ...base, ...none, kind: "request", title: row.title, links: { request: projectRequestPath(row.id) } };
}

function countsOf(byStatus: Map<string, number>): Record<OrderStatusFilter, number> {
  const counts = Object.fromEntries(ORDER_STATUS_FILTERS.map((status) => [status, byStatus.get(status) ?? 0])) as Record<OrderStatusFilter, number>;
  counts.all = [...byStatus.values()].reduce((sum, n) => sum + n, 0);
  return counts;
}

/**
 * The current corporation's projects, drafts and requests (GET /api/v2/current_corporation/projects,
 * /mypage/order/projects; spec S-BAR-9), for every member whatever their role. Three statements
 * besides the page: the counts, and views and applicants for the page's projects only.
 */
export async function listOrderProjects(db: Database, actor: RequestActor, query: OrderProjectsQuery, now: Date): Promise<OrderProjectsPage> {
  const orderer = ordererOrThrow(actor);
  const today = jstDayNumber(now);
  const since = { days7: jstDayText(today - 6), days30: jstDayText(today - 29) };
  const counts = countsOf(await countOrderListByStatus(db, orderer.corporationId));
  const totalPages = Math.max(1, Math.ceil(counts[query.status] / ORDER_PROJECTS_PER_PAGE));
  const page = Math.min(query.page, totalPages);
  const rows = await findOrderListPage(
    db,
    { corporationId: orderer.corporationId, status: query.status },
    { sort: query.sort, limit: ORDER_PROJECTS_PER_PAGE, offset: (page - 1) * ORDER_PROJECTS_PER_PAGE, views30Since: since.days30 },
  );
  const projectIds = rows.filter((row) => row.kind === "project").map((row) => row.id);
  const [views, applicants] = await Promise.all([sumRecentViews(db, projectIds, since), countApplicants(db, projectIds)]);
  const more = { views, applicants, now, canEdit: abilitiesOf(orderer.actor.plan).publishesProjectsDirectly };
  const { label, href } = projectRegistrationLink(orderer.actor.plan);
  return {
    items: rows.map((row) => itemOf(row, more)),
    counts,
    status: query.status,
    sort: query.sort,
    page,
    totalPages,
    registration: { label, href },
  };
}
