/**
 * The page authorization table: every page route under src/app × six roles → what each gets (a
 * status, or a redirect and its target), over plain HTTP against the e2e server's demo data.
 * tests/support/authorization-pages.ts says which demo account plays which role.
 *
 * Adding a page? Add one row to tests/e2e/authorization-page-rows/<kind>.rows.ts (or a new file,
 * listed in its index.ts): the route as its folder under src/app names it ("/top/pros/[id]"), the
 * path to request (ids from the world), and each role's answer. If today's answer is wrong for a
 * user, write today's answer with `// TODO(issue N): expected …`. The API has its own table:
 * tests/integration/authorization-table.int.test.ts.
 */
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { answersOfEveryRole, createPageWorld, listPageRoutes, pagePathMatchesRoute, pageRowName, type PageWorld } from "@tests/support/authorization-pages";
import { tableCoverageProblems } from "@tests/support/roles";

import { PAGE_AUTHORIZATION_ROWS } from "./authorization-page-rows";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
const APP_DIR = path.resolve(import.meta.dirname, "../../src/app");
let world: PageWorld;

beforeAll(async () => {
  world = await createPageWorld(baseUrl);
});

describe("authorization table: page route × role → answer", () => {
  it("every page route under src/app has a row, every row names one, and row names are unique", () => {
    expect(tableCoverageProblems(listPageRoutes(APP_DIR), PAGE_AUTHORIZATION_ROWS)).toEqual({ routesWithoutRow: [], rowsNamingNoRoute: [], duplicateRowNames: [] });
  });

  it.each(PAGE_AUTHORIZATION_ROWS.map((row) => [pageRowName(row), row] as const))("%s answers each role as the table says", async (_, row) => {
    const { path: requestPath } = row.request(world);
    expect(pagePathMatchesRoute(row.route, requestPath), `${requestPath} is not ${row.route}`).toBe(true);
    const expected = typeof row.expect === "function" ? row.expect(world) : row.expect;
    expect(await answersOfEveryRole(world, requestPath)).toEqual(expected);
  });
});
