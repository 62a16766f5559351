import type { Database } from "@/db/client";
import { getCatalog } from "@/features/catalog/catalog.service";
import type { ProjectForm } from "@/features/project-posting/project-form.schemas";
import { projectFormIssues } from "@/features/project-posting/project-posting.service";
import type { RequestActor } from "@/platform/actor/actor";
import { foundOrThrow, ordererOrThrow, verifiedOrThrow, type OrdererAtWork } from "@/platform/actor/access-rules";
import { abilitiesOf } from "@/platform/actor/plan-policy";
import { AppError } from "@/platform/errors";

import {
  deleteProjectRequest,
  findCorporationProjectRequest,
  insertProjectRequest,
  listCorporationProjectRequests,
  resubmitProjectRequest,
  type ProjectRequestRow,
} from "./project-requests.queries";
import { PROJECT_REQUEST_STATUS_LABELS, REQUEST_STATUSES_FOR, type ProjectRequest, type ProjectRequestStatus } from "./project-requests.schemas";

export { projectRequestPath } from "./project-request-mail";

export const PROJECT_REQUEST_NOT_FOUND = "案件掲載の依頼が見つかりませんでした。";
export const PROJECT_REQUEST_PLAN_ONLY = "案件掲載の依頼はフリープランの企業アカウントでご利用いただけます。有料プランでは「案件を登録する」から直接掲載できます。";

/** Why an edit or a withdrawal was refused, by the status the request is in now. */
const LOCKED_MESSAGES: Partial<Record<ProjectRequestStatus, string>> = {
  in_review: "運営が審査中のため、この依頼は変更・取り下げできません。審査の結果をお待ちください。",
  published: "この依頼はすでに掲載済みです。内容の変更は掲載された案件の編集から行ってください。",
};

export function toProjectRequest(row: ProjectRequestRow): ProjectRequest {
  return {
    id: row.id,
    status: row.status,
    statusLabel: PROJECT_REQUEST_STATUS_LABELS[row.status],
    title: row.title,
    fields: row.fields as ProjectRequest["fields"],
    operatorComment: row.operatorComment,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    publishedProjectId: row.publishedProjectId,
  };
}

/**
 * Sending a request is the free plan's way to post (plan-policy.ts): 403 on other plans, and it
 * reaches people, so a verified address. Routes call it before reading the body, the services again.
 */
export function requesterOrThrow(actor: RequestActor): OrdererAtWork {
  const orderer = ordererOrThrow(actor);
  if (!abilitiesOf(orderer.actor.plan).requestsProjectPublication) throw new AppError("forbidden", PROJECT_REQUEST_PLAN_ONLY);
  verifiedOrThrow(orderer.actor);
  return orderer;
}

/** The rules the contract's parse cannot check: catalog ids that exist, and a close date after today at `now`. */
async function catalogAndDateOrThrow(db: Database, form: ProjectForm, now: Date): Promise<void> {
  const issues = projectFormIssues(await getCatalog(db), form, now);
  if (issues.length > 0) throw new AppError("validation_failed", undefined, { issues });
}

/** POST /api/v2/project_requests: the form as 申請中 for the current corporation, in one insert (nothing written on a 422). */
export async function submitProjectRequest(db: Database, actor: RequestActor, form: ProjectForm, now: Date): Promise<ProjectRequest> {
  const orderer = requesterOrThrow(actor);
  await catalogAndDateOrThrow(db, form, now);
  const row = await insertProjectRequest(db, { corporationId: orderer.corporationId, requestedByUserId: orderer.actor.userId, form, now });
  return toProjectRequest(row);
}

/** One request of the current corporation, whatever the plan (a corporation that upgraded still sees its requests); another's is 404. */
export async function getProjectRequest(db: Database, actor: RequestActor, requestId: number): Promise<ProjectRequest> {
  const orderer = ordererOrThrow(actor);
  return toProjectRequest(foundOrThrow(await findCorporationProjectRequest(db, orderer.corporationId, requestId), PROJECT_REQUEST_NOT_FOUND));
}

export async function listProjectRequests(db: Database, actor: RequestActor): Promise<ProjectRequest[]> {
  const orderer = ordererOrThrow(actor);
  return (await listCorporationProjectRequests(db, orderer.corporationId)).map(toProjectRequest);
}

/** 404 when the request is not the corporation's; 409 naming the status when it is but may not change now. */
async function lockedOrNotFound(db: Database, corporationId: number, requestId: number): Promise<never> {
  const current = foundOrThrow(await findCorporationProjectRequest(db, corporationId, requestId), PROJECT_REQUEST_NOT_FOUND);
  throw new AppError("conflict", LOCKED_MESSAGES[current.status]);
}

/**
 * PUT /api/v2/project_requests/{id}: replaces the form of a 申請中 or 差し戻し request and submits it
 * again (→ 申請中, submitted now). The status is checked inside the UPDATE, so an operator who starts
 * the review at the same moment is never overwritten.
 */
export async function resubmitProjectRequestForActor(db: Database, actor: RequestActor, requestId: number, form: ProjectForm, now: Date): Promise<ProjectRequest> {
  const orderer = requesterOrThrow(actor);
  await catalogAndDateOrThrow(db, form, now);
  const where = { corporationId: orderer.corporationId, requestId, editableStatuses: REQUEST_STATUSES_FOR.edit };
  const row = await resubmitProjectRequest(db, where, form, now);
  return row ? toProjectRequest(row) : lockedOrNotFound(db, orderer.corporationId, requestId);
}

/** DELETE /api/v2/project_requests/{id}: withdraws a request nobody is reviewing (申請中 or 差し戻し); the row goes. */
export async function withdrawProjectRequest(db: Database, actor: RequestActor, requestId: number): Promise<void> {
  const orderer = ordererOrThrow(actor);
  const deleted = await deleteProjectRequest(db, { corporationId: orderer.corporationId, requestId, statuses: REQUEST_STATUSES_FOR.withdraw });
  if (!deleted) await lockedOrNotFound(db, orderer.corporationId, requestId);
}

/** The status page's read: the request when it is the current corporation's, else null (the page answers 404 alike). */
export async function findProjectRequestForPage(db: Database, actor: RequestActor, requestId: number): Promise<ProjectRequest | null> {
  if (!actor?.isOrderer || !actor.corporation) return null;
  const row = await findCorporationProjectRequest(db, actor.corporation.corporationId, requestId);
  return row ? toProjectRequest(row) : null;
}
