import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { selectRows, type DatabaseHandle } from "@/db/client";
import { getTestDatabase, resetDatabase } from "@tests/support/test-database";

import { seedDemoData } from ".";
import { VIEW_SEED_DAYS } from "./views";

let handle: DatabaseHandle;
const referenceDate = new Date("2026-11-01T12:00:00+09:00");

beforeAll(async () => {
  handle = await getTestDatabase();
  await resetDatabase(handle);
  await seedDemoData(handle, { projects: 300, pros: 100, corporations: 10, seed: 7, referenceDate });
});

describe("demo views for the ranking (S-RANK-1)", () => {
  it("S-RANK-1: views fill the recent weeks, day by day, and never fall outside a listing's life", async () => {
    const [facts] = await selectRows<{ days: number; first: string; last: string; rows: number; outsideLife: number }>(
      handle.db,
      sql`
      select count(distinct v.day)::int as days, min(v.day)::text as first, max(v.day)::text as last, count(*)::int as rows,
        count(*) filter (where v.day < (p.published_at at time zone 'Asia/Tokyo')::date
          or v.day > (coalesce(p.closed_at, ${referenceDate.toISOString()}::timestamptz) at time zone 'Asia/Tokyo')::date)::int as "outsideLife"
      from project_view_days v join projects p on p.id = v.project_id`,
    );
    expect(facts).toMatchObject({ days: VIEW_SEED_DAYS, first: "2026-09-28", last: "2026-11-01", outsideLife: 0 });
    expect(facts!.rows).toBeGreaterThan(300 * 10);
  });

  it("S-RANK-1: the same seed gives the same views", async () => {
    const total = async () => (await selectRows<{ n: number }>(handle.db, sql`select sum(views)::int as n from project_view_days`))[0]!.n;
    const first = await total();
    await resetDatabase(handle);
    await seedDemoData(handle, { projects: 300, pros: 100, corporations: 10, seed: 7, referenceDate });
    expect(await total()).toBe(first);
  });
});
