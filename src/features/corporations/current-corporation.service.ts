import type { Database } from "@/db/client";
import type { Actor } from "@/platform/actor/actor";
import { AppError } from "@/platform/errors";

import { corporationExists, updateCurrentCorporationIfMember } from "./current-corporation.queries";

const MAX_INT4 = 2_147_483_647;

/**
 * Switches the user's current corporation (spec S-BAR-16). 404 when the corporation does not exist,
 * 403 when it does but the user is not one of its members (pros included). Nothing changes on failure;
 * switching to the corporation that is already current succeeds without changing anything.
 * Answers the actor working in the corporation switched to.
 */
export async function switchCurrentCorporation(db: Database, actor: Actor, corporationId: number, now: Date): Promise<Actor> {
  // Ids beyond the column's range cannot exist; asking the database would only raise an error.
  if (corporationId > MAX_INT4) throw new AppError("not_found", "企業アカウントが見つかりませんでした。");
  const switched = await updateCurrentCorporationIfMember(db, actor.userId, corporationId, now);
  // The actor as it is from now on: the rest of the request acts for the new corporation, on its plan.
  if (switched) return { ...actor, plan: switched.plan, corporation: { corporationId, role: switched.role } };
  if (!(await corporationExists(db, corporationId))) {
    throw new AppError("not_found", "企業アカウントが見つかりませんでした。");
  }
  throw new AppError("forbidden", "この企業アカウントに切り替える権限がありません。");
}
