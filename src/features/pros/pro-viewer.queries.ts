import { eq } from "drizzle-orm";

import type { Database } from "@/db/client";
import { corporationMemberships, users } from "@/db/schema";
import type { Actor } from "@/platform/actor/actor";

import { emailDomainOf, VISITOR_VIEWER, type ProViewer } from "./pro-viewer";

/** The viewer behind an actor: their memberships and login domain in one statement (visitors: none). */
export async function loadProViewer(db: Database, actor: Actor | null): Promise<ProViewer> {
  if (actor === null) return VISITOR_VIEWER;
  const rows = await db
    .select({ email: users.email, corporationId: corporationMemberships.corporationId })
    .from(users)
    .leftJoin(corporationMemberships, eq(corporationMemberships.userId, users.id))
    .where(eq(users.id, actor.userId));
  const corporationIds = actor.isOrderer ? rows.flatMap((row) => (row.corporationId === null ? [] : [row.corporationId])) : [];
  return {
    userId: actor.userId,
    isAdmin: actor.isAdmin,
    isOrderer: actor.isOrderer,
    corporationIds,
    emailDomain: rows[0] ? (emailDomainOf(rows[0].email) ?? null) : null,
  };
}
