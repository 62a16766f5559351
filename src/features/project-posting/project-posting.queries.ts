import { and, eq, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { projectDrafts, projects, type BudgetUnit } from "@/db/schema";

import type { ProjectDraftFields } from "./project-form.schemas";

/**
 * The posting's writes and the reads they need, each scoped to one corporation in its `where`:
 * another corporation's project or draft is simply not found (404), never "forbidden".
 */

/** The columns a publish or an edit writes from the form (budget per decision 022, search text with them). */
export type ProjectContentColumns = {
  title: string;
  description: string;
  professionIds: number[];
  skillIds: number[];
  welcomeSkillIds: number[];
  tagIds: number[];
  minBudgetMan: number | null;
  maxBudgetMan: number | null;
  budgetUnit: BudgetUnit;
  budgetMinAmount: number | null;
  budgetMaxAmount: number | null;
  availableTimeId: number;
  minHoursPerWeek: number | null;
  remoteTypeId: number;
  prefectureId: number | null;
  contractTypeId: number;
  openings: number;
  startsOn: string | null;
  applicationClosesOn: string | null;
  screeningSteps: string[];
  searchText: string;
  /** The tsvector literal of searchText (toSearchBigramsLiteral). */
  searchBigrams: string;
  searchHeadLength: number;
  searchTextVersion: number;
};

const asTsvector = (literal: string) => sql`${literal}::tsvector` as unknown as string;

export async function insertPublishedProject(
  tx: Database,
  owner: { corporationId: number; userId: number | null },
  columns: ProjectContentColumns,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(projects)
    .values({
      ...columns,
      searchBigrams: asTsvector(columns.searchBigrams),
      corporationId: owner.corporationId,
      createdByUserId: owner.userId,
      status: "open",
      publishedAt: now,
      contentUpdatedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: projects.id });
  return row!.id;
}

/** Replaces a project's content; the freshness clock restarts (decision 022). False when it is not the corporation's. */
export async function updateProjectContent(tx: Database, corporationId: number, projectId: number, columns: ProjectContentColumns, now: Date): Promise<boolean> {
  const rows = await tx
    .update(projects)
    .set({ ...columns, searchBigrams: asTsvector(columns.searchBigrams), contentUpdatedAt: now, freshnessNoticeSentAt: null, updatedAt: now })
    .where(and(eq(projects.id, projectId), eq(projects.corporationId, corporationId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

export type OwnedProjectRow = typeof projects.$inferSelect;

export async function findOwnedProject(db: Database, corporationId: number, projectId: number): Promise<OwnedProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.corporationId, corporationId)));
  return row;
}

/** 募集終了 by the orderer. */
export async function closeOwnedProject(db: Database, corporationId: number, projectId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(projects)
    .set({ status: "closed", closedAt: now, closeReason: "orderer", updatedAt: now })
    .where(and(eq(projects.id, projectId), eq(projects.corporationId, corporationId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** 募集を再開: open again, as if its content were just confirmed (the freshness clock restarts). */
export async function reopenOwnedProject(db: Database, corporationId: number, projectId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(projects)
    .set({ status: "open", closedAt: null, closeReason: null, contentUpdatedAt: now, freshnessNoticeSentAt: null, updatedAt: now })
    .where(and(eq(projects.id, projectId), eq(projects.corporationId, corporationId)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

export type DraftRow = typeof projectDrafts.$inferSelect;

export async function insertDraft(db: Database, owner: { corporationId: number; userId: number }, fields: ProjectDraftFields, now: Date): Promise<DraftRow> {
  const [row] = await db
    .insert(projectDrafts)
    .values({ corporationId: owner.corporationId, createdByUserId: owner.userId, title: fields.title ?? "", fields, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateDraft(db: Database, corporationId: number, draftId: number, fields: ProjectDraftFields, now: Date): Promise<DraftRow | undefined> {
  const [row] = await db
    .update(projectDrafts)
    .set({ title: fields.title ?? "", fields, updatedAt: now })
    .where(and(eq(projectDrafts.id, draftId), eq(projectDrafts.corporationId, corporationId)))
    .returning();
  return row;
}

export async function findDraft(db: Database, corporationId: number, draftId: number): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(projectDrafts)
    .where(and(eq(projectDrafts.id, draftId), eq(projectDrafts.corporationId, corporationId)));
  return row;
}

export async function deleteDraft(db: Database, corporationId: number, draftId: number): Promise<boolean> {
  const rows = await db
    .delete(projectDrafts)
    .where(and(eq(projectDrafts.id, draftId), eq(projectDrafts.corporationId, corporationId)))
    .returning({ id: projectDrafts.id });
  return rows.length > 0;
}

/** Any corporation's project, locked until the transaction ends (the operator's edit and close). */
export async function findProjectForUpdate(tx: Database, projectId: number): Promise<OwnedProjectRow | undefined> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("update");
  return row;
}

/** The operator's word to the corporation about its project (shown to its members). */
export async function setOperatorNote(tx: Database, projectId: number, note: string, now: Date): Promise<OwnedProjectRow> {
  const [row] = await tx.update(projects).set({ operatorNote: note, operatorNotedAt: now }).where(eq(projects.id, projectId)).returning();
  return row!;
}

/** 掲載終了 by an operator, with the note; false when it was not open. */
export async function closeProjectByOperator(tx: Database, projectId: number, note: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(projects)
    .set({ status: "closed", closedAt: now, closeReason: "operator", operatorNote: note, operatorNotedAt: now, updatedAt: now })
    .where(and(eq(projects.id, projectId), eq(projects.status, "open")))
    .returning({ id: projects.id });
  return rows.length > 0;
}

export async function findProjectById(db: Database, projectId: number): Promise<OwnedProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  return row;
}
