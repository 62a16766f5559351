/**
 * The six kinds of caller the authorization tables judge every route by (API:
 * tests/integration/authorization-table.int.test.ts; pages: tests/e2e/authorization-pages.e2e.test.ts).
 * "Corporation A" is the current corporation of `orderer`; `otherOrderer` works in corporation B and
 * is no member of A; `freeOrderer` is on the free plan in a corporation of its own; `admin` is an
 * operator (isAdmin).
 */
export const ROLES = ["visitor", "pro", "orderer", "otherOrderer", "freeOrderer", "admin"] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, "visitor">;

/** One status per role: a table row's cells. */
export type StatusByRole = Record<Role, number>;

/**
 * Two more callers that matching (issue 15) is judged by as well: `otherPro`, a second pro with a
 * complete profile who shields corporation B, and `memberOfA`, an orderer of corporation A with the
 * role member (not owner). Rows of issue 15 give their statuses too (`matching` in the API table).
 */
export const MATCHING_ROLES = ["otherPro", "memberOfA"] as const;
export type MatchingRole = (typeof MATCHING_ROLES)[number];
export type StatusByMatchingRole = Record<MatchingRole, number>;

/** A table row's test name: spec id, route, then the case that tells rows of one route apart. */
export function tableRowName(row: { spec?: string; route: string; case?: string }): string {
  return [row.spec, row.route, row.case ? `(${row.case})` : undefined].filter(Boolean).join(" ");
}

/**
 * The table's own checks, shared by the API and the page tables: every route has a row, every row
 * names a route, and no two rows share a name (rows of one route tell themselves apart by `case`).
 */
export function tableCoverageProblems(routes: readonly string[], rows: readonly { spec?: string; route: string; case?: string }[]) {
  const covered = [...new Set(rows.map((row) => row.route))].sort();
  const names = rows.map(tableRowName);
  return {
    routesWithoutRow: routes.filter((route) => !covered.includes(route)),
    rowsNamingNoRoute: covered.filter((route) => !routes.includes(route)),
    duplicateRowNames: names.filter((name, i) => names.indexOf(name) !== i),
  };
}
