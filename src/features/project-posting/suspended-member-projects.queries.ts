import { and, eq } from "drizzle-orm";

import type { Database } from "@/db/client";
import { projects } from "@/db/schema";

/**
 * The open projects a member posted, closed with close_reason 'suspended' (projects_created_by_user_id_idx);
 * answers their ids, oldest first.
 */
export async function closeOpenProjectsPostedBy(tx: Database, userId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .update(projects)
    .set({ status: "closed", closedAt: now, closeReason: "suspended", updatedAt: now })
    .where(and(eq(projects.createdByUserId, userId), eq(projects.status, "open")))
    .returning({ id: projects.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Exactly the member's projects a suspension closed, open again; answers their ids, oldest first. */
export async function reopenProjectsClosedBySuspension(tx: Database, userId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .update(projects)
    .set({ status: "open", closedAt: null, closeReason: null, updatedAt: now })
    .where(and(eq(projects.createdByUserId, userId), eq(projects.closeReason, "suspended")))
    .returning({ id: projects.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
