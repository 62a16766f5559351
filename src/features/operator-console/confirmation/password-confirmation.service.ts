import type { Database } from "@/db/client";
import type { RequestActor } from "@/platform/actor/actor";
import { adminOrThrow } from "@/platform/actor/access-rules";
import { confirmSessionPassword } from "@/platform/password-confirmation";
import type { ActiveSession } from "@/platform/sessions/session.queries";

/**
 * 「パスワードの再確認」 (decision 030): the operator types the password again and the session may
 * change things for the next 15 minutes. Guesses are capped per account; a success clears them.
 */
export async function confirmOperatorPassword(db: Database, actor: RequestActor, session: ActiveSession, password: string, now: Date): Promise<void> {
  adminOrThrow(actor);
  await confirmSessionPassword(db, session, password, now);
}
