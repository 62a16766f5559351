import type { Database } from "@/db/client";
import type { Actor } from "@/platform/actor/actor";

import { findProfileRowVisibleTo } from "./profile/pro-profile.queries";
import { loadProViewer } from "./pro-viewer.queries";
import { proProfilePath } from "./profile/pro-profile.service";

/** A pro as another feature needs them to write to them (a scout): who, and what they asked for. */
export type ProAtAGlance = {
  id: number;
  lastName: string;
  firstName: string;
  /** 「山田 太郎」: only orderers and operators reach a pro through this. */
  name: string;
  headline: string;
  path: string;
  desiredMonthlyRateMan: number | null;
  desiredHourlyRateYen: number | null;
  remoteTypeId: number | null;
};

/**
 * The pro if this actor may see them (decision 020: active, not private, not shielded from any of the
 * actor's corporations), else null — the same 404 as the profile page, so a shield never shows.
 */
export async function findProVisibleTo(db: Database, actor: Actor, proUserId: number): Promise<ProAtAGlance | null> {
  const row = await findProfileRowVisibleTo(db, await loadProViewer(db, actor), proUserId);
  if (!row) return null;
  return {
    id: row.user.id,
    lastName: row.user.lastName,
    firstName: row.user.firstName,
    name: `${row.user.lastName} ${row.user.firstName}`,
    headline: row.profile.headline,
    path: proProfilePath(row.user.id),
    desiredMonthlyRateMan: row.profile.desiredMonthlyRateMan,
    desiredHourlyRateYen: row.profile.desiredHourlyRateYen,
    remoteTypeId: row.profile.remoteTypeId,
  };
}
