import { asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";

import type { Database } from "@/db/client";
import { corporations, projectRequests, users, type ProjectRequestStatus } from "@/db/schema";

/** The queue's tabs: waiting (申請中 and 審査中, oldest first: the operator works the queue by age), or one decided status. */
export const REQUEST_QUEUE_TABS = { waiting: ["pending", "in_review"], rejected: ["rejected"], published: ["published"] } as const satisfies Record<
  string,
  readonly ProjectRequestStatus[]
>;
export type RequestQueueTab = keyof typeof REQUEST_QUEUE_TABS;

const ROW_COLUMNS = {
  id: projectRequests.id,
  status: projectRequests.status,
  title: projectRequests.title,
  submittedAt: projectRequests.submittedAt,
  reviewedAt: projectRequests.reviewedAt,
  corporationId: projectRequests.corporationId,
  corporationName: corporations.name,
  requesterId: projectRequests.requestedByUserId,
  requesterLastName: users.lastName,
  requesterFirstName: users.firstName,
  publishedProjectId: projectRequests.publishedProjectId,
};

export async function listQueue(db: Database, tab: RequestQueueTab, limit: number, offset: number) {
  const statuses = [...REQUEST_QUEUE_TABS[tab]];
  // Waiting work: oldest first. Decided requests: the latest decision first.
  const order: SQL[] = tab === "waiting" ? [asc(projectRequests.submittedAt), asc(projectRequests.id)] : [desc(projectRequests.updatedAt), desc(projectRequests.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(ROW_COLUMNS)
      .from(projectRequests)
      .innerJoin(corporations, eq(corporations.id, projectRequests.corporationId))
      .innerJoin(users, eq(users.id, projectRequests.requestedByUserId))
      .where(inArray(projectRequests.status, statuses))
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(projectRequests).where(inArray(projectRequests.status, statuses)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function countWaitingRequests(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(projectRequests)
    .where(inArray(projectRequests.status, [...REQUEST_QUEUE_TABS.waiting]));
  return row?.value ?? 0;
}

/** One request whole, with its corporation and the member who sent it (the console's review page). */
export async function findRequestForReview(db: Database, requestId: number) {
  const [row] = await db
    .select({
      request: projectRequests,
      corporationName: corporations.name,
      requesterLastName: users.lastName,
      requesterFirstName: users.firstName,
      requesterEmail: users.email,
    })
    .from(projectRequests)
    .innerJoin(corporations, eq(corporations.id, projectRequests.corporationId))
    .innerJoin(users, eq(users.id, projectRequests.requestedByUserId))
    .where(eq(projectRequests.id, requestId))
    .limit(1);
  return row;
}
