import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { getCatalog } from "@/features/catalog/catalog.service";
import { queueNoticeMail } from "@/features/notice-mail/notice-mail.service";
import { projectFormIssues, publishProjectForm } from "@/features/project-posting/project-posting.service";
import type { ProjectForm } from "@/features/project-posting/project-form.schemas";
import type { RequestActor } from "@/platform/actor/actor";
import { adminOrThrow, foundOrThrow } from "@/platform/actor/access-rules";
import { AppError } from "@/platform/errors";
import type { RenderedMail } from "@/platform/mail/render-mail";
import { parseWith } from "@/platform/validation";

import { buildRequestPublishedMail, buildRequestRejectedMail } from "./project-request-mail";
import { findProjectRequest, findRequesterAddress, listReviewQueue, transitionProjectRequest, type ProjectRequestRow } from "./project-requests.queries";
import { PROJECT_REQUEST_STATUS_LABELS, REQUEST_STATUSES_FOR, RejectionCommentSchema, type ProjectRequest, type ProjectRequestStatus } from "./project-requests.schemas";
import { PROJECT_REQUEST_NOT_FOUND, toProjectRequest } from "./project-requests.service";

/**
 * The operator's side of the free plan's requests (issue 14): the console (a later issue) calls
 * these. Every function takes the actor and answers 404 to anyone but an operator, like the
 * console's pages; a move the request's status does not allow is 409 naming the status.
 */

/** What a decision's notice mail needs besides the database: the clock and the unsubscribe link's keys. */
export type ReviewMailContext = { now: Date; siteOrigin: string; appSecret: string };

export type ReviewQueueItem = ProjectRequest & { corporationId: number; requestedByUserId: number };

const queueItemOf = (row: ProjectRequestRow): ReviewQueueItem => ({
  ...toProjectRequest(row),
  corporationId: row.corporationId,
  requestedByUserId: row.requestedByUserId,
});

export async function listProjectRequestQueue(db: Database, actor: RequestActor, options: { limit?: number } = {}): Promise<ReviewQueueItem[]> {
  adminOrThrow(actor);
  return (await listReviewQueue(db, options.limit ?? 100)).map(queueItemOf);
}

async function moveOrThrow(
  db: Database,
  requestId: number,
  from: readonly ProjectRequestStatus[],
  set: Parameters<typeof transitionProjectRequest>[3],
): Promise<ProjectRequestRow> {
  const moved = await transitionProjectRequest(db, requestId, from, set);
  if (moved) return moved;
  const current = foundOrThrow(await findProjectRequest(db, requestId), PROJECT_REQUEST_NOT_FOUND);
  throw new AppError("conflict", `この依頼は「${PROJECT_REQUEST_STATUS_LABELS[current.status]}」のため、この操作はできません。`);
}

/** 申請中 → 審査中: the operator takes the request, and the orderer can no longer change it underneath. */
export async function startProjectRequestReview(db: Database, actor: RequestActor, requestId: number, now: Date): Promise<ProjectRequest> {
  const operator = adminOrThrow(actor);
  const row = await moveOrThrow(db, requestId, REQUEST_STATUSES_FOR.startReview, {
    status: "in_review",
    reviewedByUserId: operator.userId,
    updatedAt: now,
  });
  return toProjectRequest(row);
}

/** Queues a decision's notice to the member who sent the request, in the decision's transaction; none for a 退会 account. */
async function noticeRequester(
  tx: Database,
  row: ProjectRequestRow,
  mail: ReviewMailContext,
  render: (target: { siteOrigin: string; unsubscribeUrl: string }) => Promise<RenderedMail>,
) {
  const requester = await findRequesterAddress(tx, row.requestedByUserId);
  if (!requester || requester.deactivatedAt) return;
  await queueNoticeMail(tx, {
    userId: requester.id,
    to: requester.email,
    // The operator's word about the company's own posting: 運営からのお知らせ (decision 022).
    category: "news",
    now: mail.now,
    siteOrigin: mail.siteOrigin,
    appSecret: mail.appSecret,
    render: (unsubscribeUrl) => render({ siteOrigin: mail.siteOrigin, unsubscribeUrl }),
  });
}

/** 申請中 / 審査中 → 差し戻し with the operator's comment (required, ≤ 2,000 characters), and the notice mail. */
export async function rejectProjectRequest(db: Database, actor: RequestActor, requestId: number, comment: string, mail: ReviewMailContext): Promise<ProjectRequest> {
  const operator = adminOrThrow(actor);
  const operatorComment = parseWith(RejectionCommentSchema, comment);
  return inTransaction(db, async (tx) => {
    const row = await moveOrThrow(tx, requestId, REQUEST_STATUSES_FOR.decide, {
      status: "rejected",
      operatorComment,
      reviewedAt: mail.now,
      reviewedByUserId: operator.userId,
      updatedAt: mail.now,
    });
    await noticeRequester(tx, row, mail, (target) => buildRequestRejectedMail({ requestId: row.id, title: row.title, comment: operatorComment }, target));
    return toProjectRequest(row);
  });
}

/**
 * The operator corrects a request before deciding it (申請中 or 審査中; issue 18's console): the form
 * is replaced, the status stays, and the orderer sees the corrected form. Takes the caller's
 * transaction and locks the row, so the console writes its audit row with the change. Answers the
 * request as it was and as it is now.
 */
export async function editProjectRequestAsOperator(
  tx: Database,
  actor: RequestActor,
  requestId: number,
  form: ProjectForm,
  now: Date,
): Promise<{ before: ProjectRequest; after: ProjectRequest }> {
  adminOrThrow(actor);
  const issues = projectFormIssues(await getCatalog(tx), form, now);
  if (issues.length > 0) throw new AppError("validation_failed", undefined, { issues });
  const before = foundOrThrow(await findProjectRequest(tx, requestId, { lock: true }), PROJECT_REQUEST_NOT_FOUND);
  const after = await moveOrThrow(tx, requestId, REQUEST_STATUSES_FOR.decide, {
    status: before.status,
    fields: form,
    title: form.title,
    description: form.description,
    updatedAt: now,
  });
  return { before: toProjectRequest(before), after: toProjectRequest(after) };
}

/** A request the operator is about to publish: locked until the transaction ends, with the form to publish and its corporation. */
export type RequestToPublish = { requestId: number; corporationId: number; requestedByUserId: number; form: ProjectForm };

/**
 * Step one of the operator's publish, inside the caller's transaction: locks the request and checks
 * that it may be published (申請中 or 審査中). The lead's `publish` runs, in one transaction:
 * `loadProjectRequestForPublication` → `publishProjectForm(tx, corporationId, form)` (project-posting)
 * → `markProjectRequestPublished(tx, …, project.id)`, so a request is never 掲載済 without its project.
 */
export async function loadProjectRequestForPublication(tx: Database, actor: RequestActor, requestId: number): Promise<RequestToPublish> {
  adminOrThrow(actor);
  const row = foundOrThrow(await findProjectRequest(tx, requestId, { lock: true }), PROJECT_REQUEST_NOT_FOUND);
  if (!(REQUEST_STATUSES_FOR.decide as readonly string[]).includes(row.status)) {
    throw new AppError("conflict", `この依頼は「${PROJECT_REQUEST_STATUS_LABELS[row.status]}」のため、掲載できません。`);
  }
  return { requestId: row.id, corporationId: row.corporationId, requestedByUserId: row.requestedByUserId, form: row.fields as ProjectForm };
}

/**
 * 申請中 / 審査中 → 掲載済, pointing at the project just published from it, and the notice mail. Takes
 * the caller's transaction (it joins it as a savepoint), so the project insert and this are one write.
 */
export async function markProjectRequestPublished(
  db: Database,
  actor: RequestActor,
  requestId: number,
  projectId: number,
  mail: ReviewMailContext,
): Promise<ProjectRequest> {
  const operator = adminOrThrow(actor);
  return inTransaction(db, async (tx) => {
    const row = await moveOrThrow(tx, requestId, REQUEST_STATUSES_FOR.decide, {
      status: "published",
      publishedProjectId: projectId,
      reviewedAt: mail.now,
      reviewedByUserId: operator.userId,
      updatedAt: mail.now,
    });
    await noticeRequester(tx, row, mail, (target) => buildRequestPublishedMail({ title: row.title, projectId }, target));
    return toProjectRequest(row);
  });
}

/**
 * The operator's 掲載 (the console calls this): the request's form becomes an open, searchable project
 * of the requesting corporation — the same write as a paid plan's publish — and the request 掲載済 with
 * its notice mail, in one transaction. A form the catalog no longer accepts is 422 and changes nothing.
 */
export async function publishProjectRequest(
  db: Database,
  actor: RequestActor,
  requestId: number,
  mail: ReviewMailContext,
): Promise<{ request: ProjectRequest; projectId: number }> {
  adminOrThrow(actor);
  const catalog = await getCatalog(db);
  return inTransaction(db, async (tx) => {
    const toPublish = await loadProjectRequestForPublication(tx, actor, requestId);
    const project = await publishProjectForm(tx, {
      catalog,
      corporationId: toPublish.corporationId,
      userId: toPublish.requestedByUserId,
      form: toPublish.form,
      now: mail.now,
    });
    const request = await markProjectRequestPublished(tx, actor, requestId, project.id, mail);
    return { request, projectId: project.id };
  });
}
