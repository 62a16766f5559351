import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { projectRequests, users, type ProjectRequestStatus } from "@/db/schema";
import type { ProjectForm } from "@/features/project-posting/project-form.schemas";

export type ProjectRequestRow = typeof projectRequests.$inferSelect;

/** Every read and write of the orderer's side names the corporation in its `where`: another's request is simply not found. */
const ofCorporation = (corporationId: number, requestId: number) => and(eq(projectRequests.id, requestId), eq(projectRequests.corporationId, corporationId));

export async function insertProjectRequest(
  db: Database,
  values: { corporationId: number; requestedByUserId: number; form: ProjectForm; now: Date },
): Promise<ProjectRequestRow> {
  const { form, now } = values;
  const [row] = await db
    .insert(projectRequests)
    .values({
      corporationId: values.corporationId,
      requestedByUserId: values.requestedByUserId,
      title: form.title,
      description: form.description,
      fields: form,
      status: "pending",
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function findCorporationProjectRequest(db: Database, corporationId: number, requestId: number): Promise<ProjectRequestRow | undefined> {
  const [row] = await db.select().from(projectRequests).where(ofCorporation(corporationId, requestId)).limit(1);
  return row;
}

export async function listCorporationProjectRequests(db: Database, corporationId: number): Promise<ProjectRequestRow[]> {
  return db.select().from(projectRequests).where(eq(projectRequests.corporationId, corporationId)).orderBy(desc(projectRequests.updatedAt), desc(projectRequests.id));
}

/**
 * Replaces the form and sends the request back to 申請中, only while its status allows an edit: the
 * status is checked in the UPDATE itself, so an operator's decision at the same moment wins cleanly
 * (the caller then reads the row again to say why). The operator's comment stays (decision 022).
 */
export async function resubmitProjectRequest(
  db: Database,
  where: { corporationId: number; requestId: number; editableStatuses: readonly ProjectRequestStatus[] },
  form: ProjectForm,
  now: Date,
): Promise<ProjectRequestRow | undefined> {
  const [row] = await db
    .update(projectRequests)
    .set({ title: form.title, description: form.description, fields: form, status: "pending", submittedAt: now, updatedAt: now })
    .where(and(ofCorporation(where.corporationId, where.requestId), inArray(projectRequests.status, [...where.editableStatuses])))
    .returning();
  return row;
}

export async function deleteProjectRequest(
  db: Database,
  where: { corporationId: number; requestId: number; statuses: readonly ProjectRequestStatus[] },
): Promise<boolean> {
  const deleted = await db
    .delete(projectRequests)
    .where(and(ofCorporation(where.corporationId, where.requestId), inArray(projectRequests.status, [...where.statuses])))
    .returning({ id: projectRequests.id });
  return deleted.length > 0;
}

// The operator's side (issue 14's service functions for the console): any corporation's request.

/** The review queue: 申請中 first, then 審査中, oldest submission first in each. */
export async function listReviewQueue(db: Database, limit: number): Promise<ProjectRequestRow[]> {
  return db
    .select()
    .from(projectRequests)
    .where(inArray(projectRequests.status, ["pending", "in_review"]))
    .orderBy(sql`${projectRequests.status} = 'pending' desc`, asc(projectRequests.submittedAt), asc(projectRequests.id))
    .limit(limit);
}

export async function findProjectRequest(db: Database, requestId: number, options: { lock?: boolean } = {}): Promise<ProjectRequestRow | undefined> {
  const query = db.select().from(projectRequests).where(eq(projectRequests.id, requestId)).limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** Moves a request from one of `from` to `to` with the given columns; undefined when its status was not one of `from`. */
export async function transitionProjectRequest(
  db: Database,
  requestId: number,
  from: readonly ProjectRequestStatus[],
  set: Partial<typeof projectRequests.$inferInsert> & { status: ProjectRequestStatus; updatedAt: Date },
): Promise<ProjectRequestRow | undefined> {
  const [row] = await db
    .update(projectRequests)
    .set(set)
    .where(and(eq(projectRequests.id, requestId), inArray(projectRequests.status, [...from])))
    .returning();
  return row;
}

/** Where a decision's notice goes: the member who sent the request. */
export async function findRequesterAddress(db: Database, userId: number): Promise<{ id: number; email: string; deactivatedAt: Date | null } | undefined> {
  const [row] = await db.select({ id: users.id, email: users.email, deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
