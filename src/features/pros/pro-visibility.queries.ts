import { sql, type SQL } from "drizzle-orm";

import type { ProViewer } from "./pro-viewer";

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/**
 * Whether the viewer may see pro `pp` (pro_profiles) of user `u` (users), in a profile or a search
 * (decision 020). The one rule both use, so a shielded or private pro can never leak through one of them:
 * - an active pro (not 退会) with a profile;
 * - a suspended pro (利用停止, issue 18) is seen by operators only (the pro cannot log in meanwhile);
 * - the pro themself and operators see everything else;
 * - an employer shield naming one of the viewer's corporations or their e-mail domain hides the pro;
 * - a private profile shows only to members of a corporation the pro applied to.
 */
export function proVisibleTo(viewer: ProViewer): SQL {
  const existing = sql`u.is_pro and u.deactivated_at is null`;
  if (viewer.isAdmin) return existing;
  const active = sql`${existing} and u.suspended_at is null`;
  const self = viewer.userId === null ? sql`false` : sql`pp.user_id = ${viewer.userId}`;
  const shields: SQL[] = [];
  if (viewer.corporationIds.length) shields.push(sql`s.corporation_id = any(${intArray(viewer.corporationIds)})`);
  if (viewer.emailDomain !== null) shields.push(sql`s.email_domain = ${viewer.emailDomain}`);
  const notShielded = shields.length
    ? sql`not exists (select 1 from pro_employer_shields s where s.user_id = pp.user_id and (${sql.join(shields, sql` or `)}))`
    : sql`true`;
  const appliedToViewer = viewer.corporationIds.length
    ? sql`exists (select 1 from applications a join projects ap on ap.id = a.project_id
        where a.pro_user_id = pp.user_id and ap.corporation_id = any(${intArray(viewer.corporationIds)}))`
    : sql`false`;
  return sql`${active} and (${self} or (${notShielded} and (pp.is_public or ${appliedToViewer})))`;
}
