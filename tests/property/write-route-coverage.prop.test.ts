import { describe, expect, it } from "vitest";

import { createTestApp } from "@tests/support/test-database";

import { targetsOf } from "./support/family-runner";
import { getPropertyDatabase } from "./support/property-world";
import { COVERED_ELSEWHERE, ROUTE_FAMILIES } from "./support/route-families";
import { writeRoutesOfDocument } from "./support/write-routes";

/**
 * Issue 19: the write routes are read from the OpenAPI document, so a new one cannot be forgotten.
 * Adding a POST/PUT/PATCH/DELETE route? Put it in a family of support/route-families.ts (its
 * authorization-table row is the valid request the payloads start from), or in COVERED_ELSEWHERE
 * with the reason.
 */
describe("issue 19: every write route is attacked by a route family", () => {
  it("each write route of /api/openapi.json is in exactly one family or covered elsewhere with a reason, and families name no other routes", async () => {
    const documented = await writeRoutesOfDocument(createTestApp((await getPropertyDatabase()).handle));
    const inFamilies = ROUTE_FAMILIES.flatMap((family) => family.routes);
    const covered = [...inFamilies, ...Object.keys(COVERED_ELSEWHERE)];
    expect(documented.length).toBeGreaterThan(80);
    expect(documented.filter((route) => !covered.includes(route))).toEqual([]);
    expect(covered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(covered.filter((route, i) => covered.indexOf(route) !== i)).toEqual([]);
    expect(Object.entries(COVERED_ELSEWHERE).filter(([, reason]) => reason.trim().length < 20)).toEqual([]);
  });

  it("each family's route has a valid request to mutate (its row in the authorization table), and families have distinct keys and seeds", () => {
    const withoutRow = ROUTE_FAMILIES.flatMap((family) => {
      const targeted = new Set(targetsOf(family).map((target) => target.route));
      return family.routes.filter((route) => !targeted.has(route));
    });
    expect(withoutRow).toEqual([]);
    expect(new Set(ROUTE_FAMILIES.map((family) => family.key)).size).toBe(ROUTE_FAMILIES.length);
    expect(new Set(ROUTE_FAMILIES.map((family) => family.seed)).size).toBe(ROUTE_FAMILIES.length);
  });
});
