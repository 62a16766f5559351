import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type DatabaseHandle, openDatabase, selectRows } from "../../client";
import { runMigrations } from "../../migrate";
import { DEMO_EMAILS, seedDemoData, seedReferenceData } from "../index";

let handle: DatabaseHandle;
const REFERENCE = new Date("2026-11-01T00:00:00Z");

beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite", dataDir: "memory://" });
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  await seedDemoData(handle, { projects: 300, pros: 60, corporations: 8, seed: 1, referenceDate: REFERENCE });
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("issue 15: demo applications tell the story of a board", () => {
  it("orderer@'s current corporation has cards in every in-play column, and no 未対応 card the reply deadline would decline", async () => {
    const rows = await selectRows<{ status: string; count: number; oldestDays: number }>(
      handle.db,
      sql`select a.status, count(*)::int as count, max(extract(epoch from (${REFERENCE.toISOString()}::timestamptz - a.status_changed_at)) / 86400)::float8 as "oldestDays"
          from applications a join projects p on p.id = a.project_id join users u on u.current_corporation_id = p.corporation_id
          where u.email = ${DEMO_EMAILS.orderer} group by a.status`,
    );
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r]));
    for (const status of ["applied", "in_talks", "meeting", "hired"]) expect(byStatus[status]?.count ?? 0, status).toBeGreaterThan(0);
    expect(byStatus.applied!.oldestDays).toBeLessThan(14);
  });

  it("every application's timeline starts 未対応 and chains to where it stands", async () => {
    const broken = await selectRows<{ id: number }>(
      handle.db,
      sql`select a.id from applications a
          where (select e.to_status from application_events e where e.application_id = a.id order by e.created_at desc, e.id desc limit 1) is distinct from a.status
             or (select e.to_status from application_events e where e.application_id = a.id order by e.created_at, e.id limit 1) is distinct from 'applied'
             or exists (select 1 from application_events e join lateral (
                  select p.to_status from application_events p where p.application_id = e.application_id and (p.created_at, p.id) < (e.created_at, e.id)
                  order by p.created_at desc, p.id desc limit 1) prev on true
                where e.application_id = a.id and e.from_status is distinct from prev.to_status)`,
    );
    expect(broken).toEqual([]);
  });

  it("pro@ has two scouts waiting, one of them fitting their conditions, each with its notification; orderer@ has sent more", async () => {
    const scouts = await selectRows<{ email: string; status: string; flags: string[]; reachable: boolean }>(
      handle.db,
      sql`select u.email, s.status, s.guard_flags as flags,
            (pp.is_public and not exists (select 1 from applications a where a.project_id = s.project_id and a.pro_user_id = s.pro_user_id)) as reachable
          from scouts s join users u on u.id = s.pro_user_id join pro_profiles pp on pp.user_id = u.id`,
    );
    const demoPro = scouts.filter((s) => s.email === DEMO_EMAILS.pro);
    expect(demoPro.map((s) => s.status)).toEqual(["sent", "sent"]);
    expect(demoPro.some((s) => s.flags.length === 0)).toBe(true);
    expect(scouts.every((s) => s.reachable)).toBe(true);
    expect(scouts.filter((s) => s.status === "declined").length).toBeGreaterThan(0);
    const [notices] = await selectRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from notifications n join users u on u.id = n.user_id where u.email = ${DEMO_EMAILS.pro} and n.kind = 'scout_received' and n.mailed_at is not null`,
    );
    expect(notices!.count).toBe(2);
  });
});
