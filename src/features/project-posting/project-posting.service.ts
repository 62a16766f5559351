import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { getCatalog, type Catalog } from "@/features/catalog/catalog.service";
import { projectPagePath } from "@/features/projects/detail/project-detail.service";
import { toJstIsoDateTime } from "@/lib/format-date";
import type { Actor } from "@/platform/actor/actor";
import { ordererOrThrow, verifiedOrThrow } from "@/platform/actor/access-rules";
import { abilitiesOf } from "@/platform/actor/plan-policy";
import { AppError, type FieldIssue } from "@/platform/errors";
import { parseWith } from "@/platform/validation";

import { formFieldsOfProject, projectContentColumns, unknownReferenceIssues } from "./project-form-columns";
import { applicationCloseIssues, ProjectDraftFieldsSchema, projectFormSchemaAt, type ProjectDraftFields, type ProjectForm } from "./project-form.schemas";
import {
  closeOwnedProject,
  deleteDraft,
  findDraft,
  findOwnedProject,
  insertDraft,
  insertPublishedProject,
  reopenOwnedProject,
  updateDraft,
  updateProjectContent,
  type DraftRow,
  type OwnedProjectRow,
} from "./project-posting.queries";
import type { ProjectDraft, ProjectEditor, PublishedProject } from "./project-posting.schemas";

/**
 * A paid plan's own postings (issue 14, spec S-BAR-8; decision 022): drafts, publish, edit, close,
 * reopen and duplicate, always for the actor's CURRENT corporation. What the plan allows is decided
 * here on the server (plan-policy.ts), not only hidden in the UI; another corporation's project or
 * draft is the same 404 as one that does not exist.
 */

export const PROJECT_NOT_FOUND = "案件が見つかりませんでした。";
export const DRAFT_NOT_FOUND = "下書きが見つかりませんでした。";
export const FREE_PLAN_CANNOT_POST =
  "ご利用中のプランでは案件を直接掲載できません。「案件の掲載を依頼する」から運営に掲載を依頼してください（内容を確認のうえ掲載します）。";
export const DUPLICATE_TITLE_PREFIX = "【コピー】";

/** The seat a posting acts for: an orderer with a current corporation on a plan that publishes itself. */
export type PostingSeat = { corporationId: number; userId: number };

export function postingSeatOf(actor: Actor | null, { write }: { write: boolean }): PostingSeat {
  const { actor: orderer, corporationId } = ordererOrThrow(actor);
  if (!abilitiesOf(orderer.plan).publishesProjectsDirectly) throw new AppError("forbidden", FREE_PLAN_CANNOT_POST);
  if (write) verifiedOrThrow(orderer);
  return { corporationId, userId: orderer.userId };
}

/**
 * The rules a parsed form still has to pass: catalog ids that exist (only the catalog knows them) and a
 * 応募締切日 after today at `now`. The free plan's requests check with it too, so a request never holds
 * what the operator's publish would refuse.
 */
export function projectFormIssues(catalog: Catalog, form: ProjectForm, now: Date): FieldIssue[] {
  return [...unknownReferenceIssues(catalog, form), ...applicationCloseIssues(form, now)];
}

/** Validates a posting as the form would, then against the catalog: 422 with a Japanese message per field. */
export function validProjectForm(catalog: Catalog, input: unknown, now: Date): ProjectForm {
  const form = parseWith(projectFormSchemaAt(now), input);
  const issues = unknownReferenceIssues(catalog, form);
  if (issues.length) throw new AppError("validation_failed", undefined, { issues });
  return form;
}

/**
 * THE write of a published project: validates `form` (422 per field, nothing written), inserts the
 * project open with its budget columns and its search text, so search finds it within the same
 * transaction. A paid plan's publish calls it; so does the operator's publish of a free plan's
 * request (with that request's corporation and author). Run it inside the caller's transaction:
 *   const catalog = await getCatalog(db);
 *   await inTransaction(db, (tx) => publishProjectForm(tx, { catalog, corporationId, userId, form, now }));
 */
export async function publishProjectForm(
  tx: Database,
  input: { catalog: Catalog; corporationId: number; userId: number | null; form: unknown; now: Date },
): Promise<PublishedProject> {
  const form = validProjectForm(input.catalog, input.form, input.now);
  const id = await insertPublishedProject(tx, { corporationId: input.corporationId, userId: input.userId }, projectContentColumns(input.catalog, form), input.now);
  return { id, path: projectPagePath(id) };
}

function draftOf(row: DraftRow): ProjectDraft {
  return { id: row.id, fields: ProjectDraftFieldsSchema.parse(row.fields), updatedAt: toJstIsoDateTime(row.updatedAt) };
}

function editorOf(row: OwnedProjectRow): ProjectEditor {
  return {
    id: row.id,
    status: row.status,
    closeReason: row.closeReason,
    fields: formFieldsOfProject(row),
    contentUpdatedAt: toJstIsoDateTime(row.contentUpdatedAt),
  };
}

const draftFields = (input: unknown): ProjectDraftFields => parseWith(ProjectDraftFieldsSchema, input);

export async function saveDraft(db: Database, actor: Actor | null, input: unknown, now: Date): Promise<ProjectDraft> {
  const seat = postingSeatOf(actor, { write: true });
  return draftOf(await insertDraft(db, seat, draftFields(input), now));
}

export async function getDraft(db: Database, actor: Actor | null, draftId: number): Promise<ProjectDraft> {
  const seat = postingSeatOf(actor, { write: false });
  const row = await findDraft(db, seat.corporationId, draftId);
  if (!row) throw new AppError("not_found", DRAFT_NOT_FOUND);
  return draftOf(row);
}

export async function replaceDraft(db: Database, actor: Actor | null, draftId: number, input: unknown, now: Date): Promise<ProjectDraft> {
  const seat = postingSeatOf(actor, { write: true });
  const row = await updateDraft(db, seat.corporationId, draftId, draftFields(input), now);
  if (!row) throw new AppError("not_found", DRAFT_NOT_FOUND);
  return draftOf(row);
}

export async function discardDraft(db: Database, actor: Actor | null, draftId: number): Promise<void> {
  const seat = postingSeatOf(actor, { write: true });
  if (!(await deleteDraft(db, seat.corporationId, draftId))) throw new AppError("not_found", DRAFT_NOT_FOUND);
}

/** 公開する from the editor without a draft (POST /api/v2/projects). */
export async function publishProject(db: Database, actor: Actor | null, form: unknown, now: Date): Promise<PublishedProject> {
  const seat = postingSeatOf(actor, { write: true });
  const catalog = await getCatalog(db);
  return inTransaction(db, (tx) => publishProjectForm(tx, { catalog, ...seat, form, now }));
}

/** 公開する from a draft: the form as sent now is published and the draft is gone, in one transaction. */
export async function publishDraft(db: Database, actor: Actor | null, draftId: number, form: unknown, now: Date): Promise<PublishedProject> {
  const seat = postingSeatOf(actor, { write: true });
  const catalog = await getCatalog(db);
  return inTransaction(db, async (tx) => {
    if (!(await findDraft(tx, seat.corporationId, draftId))) throw new AppError("not_found", DRAFT_NOT_FOUND);
    const published = await publishProjectForm(tx, { catalog, ...seat, form, now });
    await deleteDraft(tx, seat.corporationId, draftId);
    return published;
  });
}

async function ownedProjectOrThrow(db: Database, corporationId: number, projectId: number): Promise<OwnedProjectRow> {
  const row = await findOwnedProject(db, corporationId, projectId);
  if (!row) throw new AppError("not_found", PROJECT_NOT_FOUND);
  return row;
}

/** The editor's values of a published project (GET /api/v2/projects/{id}/form): members of its corporation only. */
export async function getProjectEditor(db: Database, actor: Actor | null, projectId: number): Promise<ProjectEditor> {
  const seat = postingSeatOf(actor, { write: false });
  return editorOf(await ownedProjectOrThrow(db, seat.corporationId, projectId));
}

/** 保存 of a published project: the same validation as publish; the freshness clock restarts. */
export async function editProject(db: Database, actor: Actor | null, projectId: number, form: unknown, now: Date): Promise<ProjectEditor> {
  const seat = postingSeatOf(actor, { write: true });
  const catalog = await getCatalog(db);
  await ownedProjectOrThrow(db, seat.corporationId, projectId);
  const columns = projectContentColumns(catalog, validProjectForm(catalog, form, now));
  if (!(await updateProjectContent(db, seat.corporationId, projectId, columns, now))) throw new AppError("not_found", PROJECT_NOT_FOUND);
  return getProjectEditor(db, actor, projectId);
}

export async function closeProject(db: Database, actor: Actor | null, projectId: number, now: Date): Promise<ProjectEditor> {
  const seat = postingSeatOf(actor, { write: true });
  const row = await ownedProjectOrThrow(db, seat.corporationId, projectId);
  if (row.status === "closed") return editorOf(row);
  await closeOwnedProject(db, seat.corporationId, projectId, now);
  return getProjectEditor(db, actor, projectId);
}

export const OPERATOR_CLOSED_MESSAGE = "この案件は運営が掲載を終了したため、募集を再開できません。理由をご確認のうえ、お問い合わせください。";
export const SUSPENDED_POSTER_MESSAGE = "この案件を掲載したメンバーが利用停止中のため、募集を再開できません。";

export async function reopenProject(db: Database, actor: Actor | null, projectId: number, now: Date): Promise<ProjectEditor> {
  const seat = postingSeatOf(actor, { write: true });
  const row = await ownedProjectOrThrow(db, seat.corporationId, projectId);
  // Hidden by its poster's 利用停止 (issue 18): only lifting the suspension reopens it.
  if (row.closeReason === "suspended") throw new AppError("conflict", SUSPENDED_POSTER_MESSAGE);
  // Ended by an operator with a note the corporation reads: reopening it is a question for the operator.
  if (row.closeReason === "operator") throw new AppError("conflict", OPERATOR_CLOSED_MESSAGE);
  await reopenOwnedProject(db, seat.corporationId, projectId, now);
  return getProjectEditor(db, actor, projectId);
}

/** 複製する: a new draft from the project's fields, titled 「【コピー】…」 so the two are told apart. */
export async function duplicateProject(db: Database, actor: Actor | null, projectId: number, now: Date): Promise<ProjectDraft> {
  const seat = postingSeatOf(actor, { write: true });
  const fields = formFieldsOfProject(await ownedProjectOrThrow(db, seat.corporationId, projectId));
  return draftOf(await insertDraft(db, seat, { ...fields, title: `${DUPLICATE_TITLE_PREFIX}${fields.title}` }, now));
}
