import { describe, expect, it } from "vitest";

import { insertCorporation, insertProject } from "@/db/seed/factories";
import { json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";

import { readMarketCheck } from "./market-check.service";
import { BELOW_MARKET_NOTE, marketNoteFor } from "./market-note";
import type { MarketCheck } from "./project-posting.schemas";

const context = useApiTestContext();

/** An open project of profession 3 with skill 40 among its required ones, budget min–max (万円/月). */
const budgeted = (corporationId: number, min: number | null, max: number | null, overrides: Parameters<typeof insertProject>[1] = {}) =>
  insertProject(context.handle.db, {
    corporationId,
    professionIds: [3],
    skillIds: [40, 1],
    minBudgetMan: min,
    maxBudgetMan: max,
    status: "open",
    closedAt: null,
    ...overrides,
  });

describe("issue 14: market check — budgets of open projects with the same profession and main skill", () => {
  it("p25 / median / p75 of the midpoints (or the one stated bound); closed, 要相談 and other skills are left out", async () => {
    const { id } = await insertCorporation(context.handle.db);
    for (const [min, max] of [
      [40, 60],
      [50, 70],
      [60, 80],
      [70, 90],
      [80, 100],
    ] as const)
      await budgeted(id, min, max);
    await budgeted(id, null, 200); // one bound: 200
    await budgeted(id, null, null); // 要相談: not a figure
    await budgeted(id, 10, 10, { status: "closed", closedAt: new Date() });
    await budgeted(id, 10, 10, { skillIds: [41] });
    await budgeted(id, 10, 10, { professionIds: [4] });
    // Figures: 50, 60, 70, 80, 90, 200.
    expect(await readMarketCheck(context.handle.db, 3, 40)).toEqual({ sampleSize: 6, isCapped: false, p25Man: 62.5, medianMan: 75, p75Man: 87.5 });
    expect(marketNoteFor({ sampleSize: 6, isCapped: false, p25Man: 62.5, medianMan: 75, p75Man: 87.5 }, 50)).toBe(BELOW_MARKET_NOTE);
    expect(marketNoteFor({ sampleSize: 6, isCapped: false, p25Man: 62.5, medianMan: 75, p75Man: 87.5 }, 70)).toBeNull();
  });

  it("under 5 projects it says nothing (sample size only)", async () => {
    const { id } = await insertCorporation(context.handle.db);
    for (let i = 0; i < 4; i++) await budgeted(id, 60, 80);
    const check = await readMarketCheck(context.handle.db, 3, 40);
    expect(check).toEqual({ sampleSize: 4, isCapped: false, p25Man: null, medianMan: null, p75Man: null });
    expect(marketNoteFor(check, 10)).toBeNull();
  });

  it("GET /api/v2/market_check answers orderers from a cache of a few minutes; a bad query is 422", async () => {
    const world = await createAuthorizationWorld(context);
    const orderer = await clientFor(context, world, "orderer");
    for (let i = 0; i < 5; i++) await budgeted(world.corporationB.id, 60, 80);
    const first = await json<MarketCheck>(await orderer.request("GET", "/api/v2/market_check?profession_id=3&skill_id=40"));
    expect(first).toMatchObject({ sampleSize: 5, medianMan: 70 });
    await budgeted(world.corporationB.id, 200, 200);
    const cached = await json<MarketCheck>(await orderer.request("GET", "/api/v2/market_check?profession_id=3&skill_id=40"));
    expect(cached.sampleSize).toBe(5);
    expect((await orderer.request("GET", "/api/v2/market_check?profession_id=x&skill_id=40")).status).toBe(422);
  });
});
