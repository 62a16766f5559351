import type { Database } from "@/db/client";

import { keepSessionAlive, type ActiveSession } from "../sessions/session.queries";
import { hashSessionId, isWellFormedToken } from "../sessions/tokens";
import type { RequestActor } from "./actor";
import { findSessionWithActor } from "./actor.queries";

export type ResolvedRequest = { session: ActiveSession | null; actor: RequestActor };

const VISITOR: ResolvedRequest = { session: null, actor: null };

/**
 * The one resolver of "who is asking" (decision 012): the API's middleware and the pages' context
 * both call it with the session cookie's value. One statement reads the session with its user and
 * current membership; an unknown, malformed or expired session — or one whose user is gone — is a
 * visitor.
 */
export async function resolveActor(db: Database, rawSessionId: string | undefined, now: Date): Promise<ResolvedRequest> {
  if (!isWellFormedToken(rawSessionId)) return VISITOR;
  const idHash = hashSessionId(rawSessionId);
  const found = await findSessionWithActor(db, idHash);
  if (!found || !(await keepSessionAlive(db, idHash, found.times, now))) return VISITOR;
  return {
    session: { rawId: rawSessionId, idHash, userId: found.actor.userId, passwordConfirmedAt: found.passwordConfirmedAt, secondFactorAt: found.secondFactorAt },
    actor: found.actor,
  };
}
