import type { Database } from "@/db/client";

import { findActiveSession, type ActiveSession } from "../sessions/session.queries";
import type { RequestActor } from "./actor";
import { findActor } from "./actor.queries";

export type ResolvedRequest = { session: ActiveSession | null; actor: RequestActor };

/**
 * The one resolver of "who is asking" (issue 10): the API's middleware and the pages' context both
 * call it with the session cookie's value. A session whose user no longer exists counts as none.
 */
export async function resolveActor(db: Database, rawSessionId: string | undefined, now: Date): Promise<ResolvedRequest> {
  const session = rawSessionId ? await findActiveSession(db, rawSessionId, now) : null;
  if (!session) return { session: null, actor: null };
  const actor = await findActor(db, session.userId);
  return actor ? { session, actor } : { session: null, actor: null };
}
