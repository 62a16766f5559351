/**
 * The API authorization table: every route the Hono app registers × six roles → the status each
 * gets (tests/support/authorization-roles.ts says who the roles are).
 *
 * Adding a route? Add one row to tests/integration/authorization-rows/<feature>.rows.ts (a new
 * feature: a new file, listed in its index.ts): the route as Hono registers it ("METHOD /path"), a
 * valid request built from the world's fixtures, and the status each role must get. Send a valid
 * body: a 422, 429 or CSRF refusal fails the row, since it would say nothing about authorization.
 * If today's answer is wrong for a user, write today's status with `// TODO(issue N): expected …`.
 */
import { describe, expect, it } from "vitest";

import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld, MATCHING_ROLES, ROLES, type MatchingRole, type Role } from "@tests/support/authorization-roles";
import { REQUEST_ERROR_CODES, registeredRoutes, requestMatchesRoute, rowName, sendTableRequest, type CellAnswer } from "@tests/support/authorization-table";
import { tableCoverageProblems } from "@tests/support/roles";

import { AUTHORIZATION_ROWS, MATCHING_ROWS } from "./authorization-rows";

const ctx = useApiTestContext();

describe("authorization table: API route × role → status", () => {
  it("every route the app registers has a row, every row names one, and row names are unique", () => {
    expect(tableCoverageProblems(registeredRoutes(ctx.app), AUTHORIZATION_ROWS)).toEqual({ routesWithoutRow: [], rowsNamingNoRoute: [], duplicateRowNames: [] });
  });

  it("issue 15: every matching route (applications, the board, scouts, notifications) is judged by all eight roles", () => {
    expect(MATCHING_ROWS.filter((row) => !row.matching).map(rowName)).toEqual([]);
  });

  it.each(AUTHORIZATION_ROWS.map((row) => [rowName(row), row] as const))("%s answers each role as the table says", async (_, row) => {
    const world = await createAuthorizationWorld(ctx);
    const roles: (Role | MatchingRole)[] = row.matching ? [...ROLES, ...MATCHING_ROLES] : [...ROLES];
    const answers = {} as Record<Role | MatchingRole, CellAnswer>;
    for (const role of roles) {
      const request = row.request(world, role);
      expect(requestMatchesRoute(row.route, request), `${role}: ${request.method} ${request.path} is not ${row.route}`).toBe(true);
      answers[role] = await sendTableRequest(await clientFor(ctx, world, role), request);
    }
    const invalid = roles.filter((role) => REQUEST_ERROR_CODES.has(answers[role].code ?? ""));
    expect(
      invalid.map((role) => `${role}: ${answers[role].status} ${answers[role].code}`),
      "the row's request must be valid, so its status shows authorization",
    ).toEqual([]);
    const statuses = Object.fromEntries(roles.map((role) => [role, answers[role].status]));
    expect(statuses).toEqual({ ...row.expect, ...row.matching });
  });
});
