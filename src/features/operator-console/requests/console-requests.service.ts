import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import type { ProjectForm } from "@/features/project-posting/project-form.schemas";
import {
  editProjectRequestAsOperator,
  publishProjectRequest,
  rejectProjectRequest,
  startProjectRequestReview,
  type ReviewMailContext,
} from "@/features/project-requests/project-request-review.service";
import { PROJECT_REQUEST_STATUS_LABELS } from "@/features/project-requests/project-requests.schemas";
import { PROJECT_REQUEST_NOT_FOUND, toProjectRequest } from "@/features/project-requests/project-requests.service";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { RequestActor } from "@/platform/actor/actor";
import { adminOrThrow, foundOrThrow } from "@/platform/actor/access-rules";

import { changedFields } from "../audit/changed-fields";
import { recordOperatorAction } from "../audit/record-operator-action";
import { findRequestForReview, listQueue, type RequestQueueTab } from "./console-requests.queries";
import { REQUESTS_PER_PAGE, type RequestQueuePage, type RequestQueueQuery, type RequestReview } from "./console-requests.schemas";

const DAY_MS = 24 * 60 * 60 * 1000;
const nameOf = (user: { lastName: string; firstName: string }) => `${user.lastName} ${user.firstName}`.trim();

/** 掲載依頼: the waiting ones oldest first (the queue by age), or the decided ones latest first; 30 a page. */
export async function readRequestQueue(db: Database, actor: RequestActor, query: RequestQueueQuery, now: Date): Promise<RequestQueuePage> {
  adminOrThrow(actor);
  const tab: RequestQueueTab = query.tab ?? "waiting";
  const page = query.page ?? 1;
  const { rows, total } = await listQueue(db, tab, REQUESTS_PER_PAGE, (page - 1) * REQUESTS_PER_PAGE);
  return {
    requests: rows.map((row) => ({
      id: row.id,
      status: row.status,
      statusLabel: PROJECT_REQUEST_STATUS_LABELS[row.status],
      title: row.title,
      corporation: { id: row.corporationId, name: row.corporationName },
      requester: { id: row.requesterId, name: nameOf({ lastName: row.requesterLastName, firstName: row.requesterFirstName }) },
      submittedAt: toJstIsoDateTime(row.submittedAt),
      waitingDays: Math.max(0, Math.floor((now.getTime() - row.submittedAt.getTime()) / DAY_MS)),
      publishedProjectId: row.publishedProjectId,
    })),
    page,
    totalCount: total,
    totalPages: Math.max(1, Math.ceil(total / REQUESTS_PER_PAGE)),
  };
}

export async function readRequestForReview(db: Database, actor: RequestActor, requestId: number): Promise<RequestReview> {
  adminOrThrow(actor);
  const row = foundOrThrow(await findRequestForReview(db, requestId), PROJECT_REQUEST_NOT_FOUND);
  return {
    projectRequest: toProjectRequest(row.request),
    corporation: { id: row.request.corporationId, name: row.corporationName },
    requester: { id: row.request.requestedByUserId, name: nameOf({ lastName: row.requesterLastName, firstName: row.requesterFirstName }), email: row.requesterEmail },
  };
}

/** 審査を開始 (申請中 → 審査中): the orderer can no longer change it underneath the operator. */
export async function startReview(db: Database, actor: RequestActor, requestId: number, now: Date) {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const request = await startProjectRequestReview(tx, operator, requestId, now);
    await recordOperatorAction(
      tx,
      operator,
      { action: "project_request.start_review", targetType: "project_request", targetId: requestId, before: { status: "pending" }, after: { status: request.status } },
      now,
    );
    return request;
  });
}

/** 編集: the operator corrects the form before deciding; the audit row keeps the fields that changed. */
export async function editRequest(db: Database, actor: RequestActor, requestId: number, form: ProjectForm, now: Date) {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const { before, after } = await editProjectRequestAsOperator(tx, operator, requestId, form, now);
    const changes = changedFields(before.fields, after.fields);
    await recordOperatorAction(tx, operator, { action: "project_request.edit", targetType: "project_request", targetId: requestId, ...changes }, now);
    return after;
  });
}

/** 掲載する: the request becomes an open project of its corporation, 掲載済, its notice mail queued, and the audit row — one transaction. */
export async function publishRequest(db: Database, actor: RequestActor, requestId: number, mail: ReviewMailContext) {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const published = await publishProjectRequest(tx, operator, requestId, mail);
    await recordOperatorAction(
      tx,
      operator,
      { action: "project_request.publish", targetType: "project_request", targetId: requestId, after: { status: "published", projectId: published.projectId } },
      mail.now,
    );
    return published;
  });
}

/** 差し戻す with the operator's comment, which the orderer reads on the request's page and in the mail. */
export async function rejectRequest(db: Database, actor: RequestActor, requestId: number, comment: string, mail: ReviewMailContext) {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const request = await rejectProjectRequest(tx, operator, requestId, comment, mail);
    await recordOperatorAction(
      tx,
      operator,
      { action: "project_request.reject", targetType: "project_request", targetId: requestId, after: { status: "rejected" }, reason: request.operatorComment },
      mail.now,
    );
    return request;
  });
}
