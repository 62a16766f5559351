import type { Database } from "@/db/client";

import { setProfilePrivate } from "./operator-profile.queries";

/**
 * 非公開にする by an operator after a report (issue 18): the profile then shows only to corporations
 * the pro applied to (decision 020's rule, which every profile and search read applies), as if the pro
 * had chosen 非公開; the pro may make it public again from the editor. In the operator's transaction;
 * false when it was private already or there is no profile.
 */
export function makeProfilePrivateByOperator(tx: Database, proUserId: number): Promise<boolean> {
  return setProfilePrivate(tx, proUserId);
}
