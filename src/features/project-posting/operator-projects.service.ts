import type { Database } from "@/db/client";
import { getCatalog } from "@/features/catalog/catalog.service";
import type { RequestActor } from "@/platform/actor/actor";
import { adminOrThrow, foundOrThrow } from "@/platform/actor/access-rules";
import { AppError } from "@/platform/errors";

import { formFieldsOfProject, projectContentColumns } from "./project-form-columns";
import type { ProjectDraftFields } from "./project-form.schemas";
import { closeProjectByOperator, findProjectById, findProjectForUpdate, setOperatorNote, updateProjectContent } from "./project-posting.queries";
import { PROJECT_NOT_FOUND, validProjectForm } from "./project-posting.service";

/**
 * The operator's hand on any corporation's project (issue 18's console): edit its content or end its
 * listing, each with a note the corporation reads (projects.operator_note). They take the caller's
 * transaction and lock the row, so the console writes its audit row with the change; they answer the
 * project's form as it was and as it is, for that row.
 */

async function lockedProject(tx: Database, projectId: number) {
  return foundOrThrow(await findProjectForUpdate(tx, projectId), PROJECT_NOT_FOUND);
}

export type OperatorProjectChange = { corporationId: number; before: ProjectDraftFields; after: ProjectDraftFields };

/** 編集: the same validation as the orderer's own edit; the note says why, and the corporation sees it. */
export async function editProjectAsOperator(
  tx: Database,
  actor: RequestActor,
  projectId: number,
  input: unknown,
  note: string,
  now: Date,
): Promise<OperatorProjectChange> {
  adminOrThrow(actor);
  const catalog = await getCatalog(tx);
  const row = await lockedProject(tx, projectId);
  const form = validProjectForm(catalog, input, now);
  await updateProjectContent(tx, row.corporationId, projectId, projectContentColumns(catalog, form), now);
  const after = await setOperatorNote(tx, projectId, note, now);
  return { corporationId: row.corporationId, before: formFieldsOfProject(row), after: formFieldsOfProject(after) };
}

/** 掲載終了 by an operator (close_reason 'operator'): 409 when it is already closed. */
export async function closeProjectAsOperator(tx: Database, actor: RequestActor, projectId: number, note: string, now: Date): Promise<{ corporationId: number }> {
  adminOrThrow(actor);
  const row = await lockedProject(tx, projectId);
  if (row.status !== "open" || !(await closeProjectByOperator(tx, projectId, note, now))) {
    throw new AppError("conflict", "この案件はすでに募集を終了しています。");
  }
  return { corporationId: row.corporationId };
}

/** The form of any corporation's project, for the operator's editor (404 when there is none). */
export async function getProjectFormForOperator(db: Database, actor: RequestActor, projectId: number) {
  adminOrThrow(actor);
  const row = foundOrThrow(await findProjectById(db, projectId), PROJECT_NOT_FOUND);
  return { corporationId: row.corporationId, status: row.status, fields: formFieldsOfProject(row), operatorNote: row.operatorNote };
}
