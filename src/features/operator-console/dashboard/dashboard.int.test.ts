import { describe, expect, it } from "vitest";

import { insertUser } from "@/db/seed/factories";
import type { Actor } from "@/platform/actor/actor";
import { useApiTestContext } from "@tests/support/api-test-context";

import { readDashboard } from "./dashboard.service";

const context = useApiTestContext();
const DAY = 86_400_000;
const operator: Actor = { userId: 1, isPro: false, isOrderer: false, isAdmin: true, plan: "free", isEmailVerified: true, corporation: null };

describe("issue 18: the dashboard counts each series per JST day for 30 days, today included", () => {
  it("sign-ups land on their Tokyo day; older than 30 days they are out; a later read sees today's new ones", async () => {
    const { db } = context.handle;
    const now = context.clock.now(); // 2026-11-01 09:00 JST
    await insertUser(db, { createdAt: new Date(now.getTime() - DAY) });
    await insertUser(db, { createdAt: new Date(now.getTime() - DAY - 3_600_000) });
    await insertUser(db, { createdAt: new Date(now.getTime() - 31 * DAY) });
    // 23:30 UTC on Oct 31 is 08:30 on Nov 1 in Tokyo: today.
    await insertUser(db, { createdAt: new Date("2026-10-31T23:30:00Z") });

    const first = await readDashboard(db, operator, now);
    const signUps = first.series.find((s) => s.key === "signUps")!;
    expect(signUps.days).toHaveLength(30);
    expect(signUps.days.at(-1)).toEqual({ day: "2026-11-01", count: 1 });
    expect(signUps.days.at(-2)).toEqual({ day: "2026-10-31", count: 2 });
    expect(signUps.total).toBe(3);
    expect(first.firstDay).toBe("2026-10-03");

    await insertUser(db, { createdAt: now });
    const second = await readDashboard(db, operator, now);
    expect(second.series.find((s) => s.key === "signUps")!.days.at(-1)).toEqual({ day: "2026-11-01", count: 2 });
  });

  it("is the operators' only: anyone else is refused as if it did not exist", async () => {
    await expect(readDashboard(context.handle.db, { ...operator, isAdmin: false }, context.clock.now())).rejects.toMatchObject({ code: "not_found" });
  });
});
