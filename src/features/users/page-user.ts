import "server-only";

import { cache } from "react";

import { getPageContext } from "@/platform/page-context";
import { getRuntime } from "@/platform/runtime";

import { getCurrentUser, type CurrentUser } from "./me.service";

/**
 * The /me read model for the page being rendered (the header, the top page's greeting), once per
 * request: `null` for a visitor, `undefined` when the database could not say — the page still
 * renders and the top bar asks GET /api/v2/me itself (spec S-BAR-14).
 */
export const getPageUser = cache(async (): Promise<CurrentUser | null | undefined> => {
  const [{ actor }, { deps }] = await Promise.all([getPageContext(), getRuntime()]);
  if (!actor) return actor;
  try {
    return await getCurrentUser(deps.db, actor, deps.now());
  } catch (error) {
    deps.databaseHealth.logFailure(error, "could not read the header's user data for a page");
    return undefined;
  }
});
