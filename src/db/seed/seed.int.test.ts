import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { verifyPassword } from "@/lib/password-hash";
import { type DatabaseHandle, openDatabase, selectRows } from "../client";
import { runMigrations } from "../migrate";
import { insertCorporation, insertMembership, insertProject, insertUser } from "./factories";
import { DEMO_EMAILS, DEMO_PASSWORD, hasAnyUser, resetDemoData, seedDemoData, seedIfEmpty, seedReferenceData } from "./index";

const REFERENCE_TABLES = [
  "professions",
  "skills",
  "remote_types",
  "budget_bands",
  "available_times",
  "regions",
  "prefectures",
  "contract_types",
  "feature_tags",
  "special_project_pages",
];

let handle: DatabaseHandle;

const rows = <T>(query: ReturnType<typeof sql>): Promise<T[]> => selectRows<T>(handle.db, query);

async function referenceCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of REFERENCE_TABLES) {
    const [row] = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}"`));
    counts[table] = row!.n;
  }
  return counts;
}

beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite", dataDir: "memory://" });
  await runMigrations(handle);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe("seed on an in-memory PGlite", () => {
  it("loads reference data idempotently", async () => {
    await seedReferenceData(handle.db);
    const first = await referenceCounts();
    await seedReferenceData(handle.db);
    expect(await referenceCounts()).toEqual(first);
    expect(first.prefectures).toBe(47);
    expect(first.skills).toBeGreaterThanOrEqual(60);
  });

  it("loads demo data with the demo accounts and consistent counters", async () => {
    const summary = await seedDemoData(handle, { projects: 200, pros: 50, corporations: 10, seed: 1, referenceDate: new Date("2026-11-01T00:00:00Z") });
    expect(summary.projects).toBe(200);

    const accounts = await rows<{
      email: string;
      is_pro: boolean;
      is_orderer: boolean;
      is_admin: boolean;
      plan: string | null;
      current_corporation_id: number | null;
      password_hash: string;
    }>(
      sql`select email, is_pro, is_orderer, is_admin, c.plan, current_corporation_id, password_hash
          from users left join corporations c on c.id = users.current_corporation_id where email in (${DEMO_EMAILS.pro}, ${DEMO_EMAILS.orderer}, ${DEMO_EMAILS.free}, ${DEMO_EMAILS.admin})`,
    );
    const byEmail = Object.fromEntries(accounts.map((a) => [a.email, a]));
    expect(byEmail[DEMO_EMAILS.pro]).toMatchObject({ is_pro: true, is_orderer: false, is_admin: false });
    expect(byEmail[DEMO_EMAILS.orderer]).toMatchObject({ is_orderer: true, plan: "standard" });
    expect(byEmail[DEMO_EMAILS.free]).toMatchObject({ is_orderer: true, plan: "free" });
    expect(byEmail[DEMO_EMAILS.admin]).toMatchObject({ is_admin: true });
    expect(await verifyPassword(byEmail[DEMO_EMAILS.orderer]!.password_hash, DEMO_PASSWORD)).toBe(true);
    // Issue 12: unverified accounts cannot apply, post, scout or message; every demo account can.
    const unverified = await selectRows<{ n: number }>(handle.db, sql`select count(*)::int as n from users where email_verified_at is null`);
    expect(unverified[0]!.n).toBe(0);

    const memberships = await rows<{ corporation_id: number }>(
      sql`select m.corporation_id from corporation_memberships m join users u on u.id = m.user_id where u.email = ${DEMO_EMAILS.orderer}`,
    );
    expect(memberships).toHaveLength(3);
    expect(memberships.map((m) => m.corporation_id)).toContain(byEmail[DEMO_EMAILS.orderer]!.current_corporation_id);
    const [freeMembership] = await rows<{ n: number }>(
      sql`select count(*)::int as n from corporation_memberships m join users u on u.id = m.user_id where u.email = ${DEMO_EMAILS.free} and m.corporation_id = u.current_corporation_id`,
    );
    expect(freeMembership!.n).toBe(1);

    const [profile] = await rows<{ is_real_name_verified: boolean; job_change_intention: string | null; headline: string }>(
      sql`select p.is_real_name_verified, p.job_change_intention, p.headline from pro_profiles p join users u on u.id = p.user_id where u.email = ${DEMO_EMAILS.pro}`,
    );
    expect(profile).toMatchObject({ is_real_name_verified: true });
    expect(profile!.job_change_intention).not.toBeNull();
    // Issue 13: pro@example.com has a complete profile — skills with years, history, portfolio, searchable text.
    const [complete] = await rows<{ skills: number; histories: number; hidden: number; links: number; shields: number; searchable: boolean }>(sql`
      select (select count(*)::int from pro_skills s where s.user_id = u.id) as skills,
             (select count(*)::int from pro_work_histories h where h.user_id = u.id) as histories,
             (select count(*)::int from pro_work_histories h where h.user_id = u.id and h.is_company_name_hidden) as hidden,
             (select count(*)::int from pro_portfolio_links l where l.user_id = u.id) as links,
             (select count(*)::int from pro_employer_shields e where e.user_id = u.id) as shields,
             p.search_text like '%next.js%' and p.search_bigrams <> ''::tsvector as searchable
      from users u join pro_profiles p on p.user_id = u.id where u.email = ${DEMO_EMAILS.pro}`);
    expect(complete).toEqual({ skills: 6, histories: 3, hidden: 1, links: 3, shields: 1, searchable: true });
    const [spread] = await rows<{ without_history: number; without_text: number; private: number; shielded: number; verified: number; pros: number }>(sql`
      select count(*) filter (where not exists (select 1 from pro_work_histories h where h.user_id = p.user_id))::int as without_history,
             count(*) filter (where p.search_text = '')::int as without_text,
             count(*) filter (where not p.is_public)::int as private,
             count(*) filter (where exists (select 1 from pro_employer_shields e where e.user_id = p.user_id))::int as shielded,
             count(*) filter (where p.is_real_name_verified)::int as verified,
             count(*)::int as pros
      from pro_profiles p`);
    expect(spread).toMatchObject({ without_history: 0, without_text: 0 });
    expect(spread!.private).toBeGreaterThan(0);
    expect(spread!.shielded).toBeGreaterThan(0);
    expect(spread!.verified / spread!.pros).toBeGreaterThan(0.6);

    const [mismatch] = await rows<{ n: number }>(
      sql`select count(*)::int as n from projects p where p.like_count <> (select count(*) from project_likes l where l.project_id = p.id)`,
    );
    expect(mismatch!.n).toBe(0);
    const [empty] = await rows<{ n: number }>(sql`select count(*)::int as n from projects where search_bigrams = ''::tsvector or search_text = ''`);
    expect(empty!.n).toBe(0);
  });

  it("leaves the demo pro an unread chat and an unread announcement", async () => {
    const [chat] = await rows<{ n: number }>(sql`
      select count(*)::int as n from chat_rooms r
      join users u on u.id = r.pro_user_id and u.email = ${DEMO_EMAILS.pro}
      left join chat_room_reads rr on rr.room_id = r.id and rr.user_id = u.id
      where r.last_message_at > coalesce(rr.last_read_at, '-infinity')`);
    expect(chat!.n).toBeGreaterThan(0);
    const [notice] = await rows<{ n: number }>(sql`
      select count(*)::int as n from announcements a, users u
      where u.email = ${DEMO_EMAILS.pro} and a.audience in ('all', 'pro')
        and not exists (select 1 from announcement_reads ar where ar.user_id = u.id and ar.announcement_id = a.id)`);
    expect(notice!.n).toBeGreaterThan(0);
  });

  it("finds projects through the bigram index", async () => {
    const [hit] = await rows<{ n: number }>(
      sql`select count(*)::int as n from projects where search_bigrams @@ ${"'えん' & 'じに'"}::tsquery and search_text like '%えんじに%'`,
    );
    expect(hit!.n).toBeGreaterThan(0);
  });

  it("skips demo data once users exist, and factories still insert after the seeded ids", async () => {
    expect(await hasAnyUser(handle)).toBe(true);
    expect(await seedIfEmpty(handle)).toBeUndefined();
    const user = await insertUser(handle.db, { isOrderer: true });
    const corporation = await insertCorporation(handle.db);
    await insertMembership(handle.db, { userId: user.id, corporationId: corporation.id, role: "owner" });
    const project = await insertProject(handle.db, { corporationId: corporation.id, title: "テスト用の案件タイトル" });
    expect(project.searchText).toContain("てすと");
    expect(project.id).toBeGreaterThan(200);
  });

  it("resets everything but reference data", async () => {
    await resetDemoData(handle);
    expect(await hasAnyUser(handle)).toBe(false);
    expect((await referenceCounts()).prefectures).toBe(47);
  });
});
