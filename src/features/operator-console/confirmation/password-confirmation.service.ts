import type { Database } from "@/db/client";
import type { RequestActor } from "@/platform/actor/actor";
import { adminOrThrow } from "@/platform/actor/access-rules";
import { confirmPasswordOrThrow } from "@/platform/password-confirmation";
import { enforceRateLimit, RATE_LIMITS, resetRateLimit } from "@/platform/rate-limit";
import { markPasswordConfirmed, type ActiveSession } from "@/platform/sessions/session.queries";

import { findPasswordHash } from "./password-confirmation.queries";

/**
 * 「パスワードの再確認」 (decision 030): the operator types the password again and the session may
 * change things for the next 15 minutes. Guesses are capped per operator; a success clears them.
 */
export async function confirmOperatorPassword(db: Database, actor: RequestActor, session: ActiveSession, password: string, now: Date): Promise<void> {
  const operator = adminOrThrow(actor);
  const rule = RATE_LIMITS.operatorConfirmationPerUser;
  await enforceRateLimit(db, rule, String(operator.userId), now);
  await confirmPasswordOrThrow(await findPasswordHash(db, operator.userId), password, { path: "password", label: "パスワード" });
  await resetRateLimit(db, rule, String(operator.userId));
  await markPasswordConfirmed(db, session.idHash, now);
}
