import { sql } from "drizzle-orm";

import { selectRows, type DatabaseHandle } from "../../../src/db/client";
import { insertCorporation, insertMembership, insertProject, insertUser } from "../../../src/db/seed/factories";
import { createSession } from "../../../src/platform/sessions/session.queries";

/** A member the load acts as: their session cookie, and what their actions may touch. */
export type LoadMember = { userId: number; cookie: string; csrf: string; ip: string };
export type LoadPro = LoadMember & { roomId: number };
export type LoadOrderer = LoadMember & { corporationId: number; roomIds: number[]; projectIds: number[] };
export type LoadWorld = {
  pros: LoadPro[];
  orderers: LoadOrderer[];
  /** The demo data's open projects: what visitors open and what pros like. */
  openProjectIds: number[];
  proIds: number[];
};

const ORDERER_COUNT = 20;
const PROJECTS_PER_ORDERER = 10;

/**
 * The members the load acts as, written into the demo database beside the demo data: `proCount` of
 * the demo's pros whose profiles let them apply (a headline and a skill), and 20 new corporations,
 * each with one orderer and ten open projects to apply to, plus one more project whose conversations
 * with the pros carry the chat traffic (pro i talks with corporation i % 20). Sessions are rows, not
 * log-ins: hundreds of log-ins would measure argon2 and trip the per-address log-in limit.
 */
export async function seedLoadWorld(handle: DatabaseHandle, proCount: number, now: Date): Promise<LoadWorld> {
  const { db } = handle;
  const proIds = (
    await selectRows<{ id: number }>(
      db,
      sql`select u.id from users u join pro_profiles p on p.user_id = u.id
          where u.is_pro and u.email_verified_at is not null and p.headline <> ''
            and exists (select 1 from pro_skills s where s.user_id = u.id)
          order by u.id limit ${proCount}`,
    )
  ).map((row) => row.id);
  if (proIds.length < proCount) throw new Error(`the demo data has ${proIds.length} pros who can apply, not ${proCount}`);

  const orderers: LoadOrderer[] = [];
  const chatProjectOf: number[] = [];
  for (let i = 0; i < ORDERER_COUNT; i++) {
    const corporation = await insertCorporation(db, { name: `株式会社負荷試験${i + 1}` });
    const user = await insertUser(db, { isOrderer: true, currentCorporationId: corporation.id, email: `load-orderer-${i + 1}@example.test` });
    await insertMembership(db, { userId: user.id, corporationId: corporation.id, role: "owner" });
    chatProjectOf.push((await insertProject(db, { corporationId: corporation.id, status: "open", referenceDate: now })).id);
    const projectIds: number[] = [];
    for (let p = 0; p < PROJECTS_PER_ORDERER; p++) projectIds.push((await insertProject(db, { corporationId: corporation.id, status: "open", referenceDate: now })).id);
    orderers.push({ userId: user.id, corporationId: corporation.id, roomIds: [], projectIds, cookie: "", csrf: "", ip: "" });
  }

  const pros: LoadPro[] = [];
  for (const [i, userId] of proIds.entries()) {
    const orderer = orderers[i % ORDERER_COUNT]!;
    const [room] = await selectRows<{ id: number }>(
      db,
      sql`insert into chat_rooms (project_id, corporation_id, pro_user_id, last_message_at)
          values (${chatProjectOf[i % ORDERER_COUNT]}, ${orderer.corporationId}, ${userId}, now()) returning id`,
    );
    orderer.roomIds.push(room!.id);
    pros.push({ userId, roomId: room!.id, cookie: "", csrf: "", ip: "" });
  }

  for (const [i, member] of [...orderers, ...pros].entries()) {
    member.cookie = `kh_session=${(await createSession(db, { userId: member.userId, now })).rawId}`;
    member.ip = `10.${(i >> 8) & 255}.${i & 255}.7`;
  }
  const openProjectIds = (
    await selectRows<{ id: number }>(
      db,
      sql`select id from projects where status = 'open' and corporation_id not in (select corporation_id from corporation_memberships where user_id in (select id from users where email like 'load-orderer-%')) order by id`,
    )
  ).map((row) => row.id);
  await db.execute(sql`analyze`);
  return { pros, orderers, openProjectIds, proIds };
}
