/**
 * Conversations, first step (issue 16, decision 025): the room list (page 1, unread only, a name
 * search), a room's newest 30 messages, the 5-second poll, the send (fresh and retried) and the read
 * mark, in-process through the Hono app with a real orderer session. The measured corporation has
 * 2,000 rooms (one per pro, over its 200 projects) of 20 messages each and one big room of 5,000;
 * its owner has read marks on half of the rooms. Four other corporations hold 20,000 rooms of 20
 * messages. Targets, p95: the lists and the room ≤ 50 ms on the server and ≤ 100 ms on PGlite; the
 * poll ≤ 20 / ≤ 40 ms; the send ≤ 30 ms on both; the retried send and the read mark are reported only.
 * Runs on an in-memory PGlite unless DATABASE_URL names a scratch PostgreSQL database.
 *   npm run bench:chat -- [--rooms 2000] [--messages 20] [--other-rooms 20000] [--big-room 5000] [--projects 200] [--runs 50]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<scratch> npm run bench:chat
 */
import { performance } from "node:perf_hooks";

import { sql, type SQL } from "drizzle-orm";

import { selectRows } from "../src/db/client";
import { insertCorporation, insertMembership, insertUser } from "../src/db/seed/factories";
import { BrowserLikeClient } from "../tests/support/api-client";
import { logInAs } from "../tests/support/sessions";
import { createTestApp } from "../tests/support/test-database";
import { expectStatus, latencyTable, loadAverage } from "./support/api-latency";
import { insertBenchCorporations, openBenchDatabase } from "./support/bench-corporation";
import { flag, NO_CONTRACT_CHECK } from "./support/options";
import { copyProjects } from "./support/project-copies";

const roomCount = flag("rooms", 2_000);
const perRoom = flag("messages", 20);
const otherRoomCount = flag("other-rooms", 20_000);
const bigRoomSize = flag("big-room", 5_000);
const projectCount = flag("projects", 200);
const runs = flag("runs", 50);
const OTHER_CORPORATIONS = 4;
const SURNAMES = ["山田", "佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "中村", "小林", "加藤"];
const SURNAME_KANA = ["ヤマダ", "サトウ", "スズキ", "タカハシ", "タナカ", "イトウ", "ワタナベ", "ナカムラ", "コバヤシ", "カトウ"];
const SEARCHED = "佐藤";

const { handle, label } = await openBenchDatabase();
const { db } = handle;
const now = new Date();
const at = sql`${now.toISOString()}::timestamptz`;
const seedStarted = performance.now();
const { corporation, other, owner, template } = await insertBenchCorporations(db, now);
await db.execute(copyProjects(template.id, corporation.id, projectCount - 1));

// Who answers each corporation's rooms: the measured owner, and one member of each other corporation.
const sides = [{ corporationId: corporation.id, userId: owner.id }];
for (let i = 0; i < OTHER_CORPORATIONS; i++) {
  const each = i === 0 ? other : await insertCorporation(db, { name: `株式会社よそ${i + 1}` });
  await db.execute(copyProjects(template.id, each.id, projectCount));
  const member = await insertUser(db, { isOrderer: true, currentCorporationId: each.id });
  await insertMembership(db, { userId: member.id, corporationId: each.id, role: "owner" });
  sides.push({ corporationId: each.id, userId: member.id });
}

// Pros 0 … rooms-1 (ten surnames in turn) have one room each with the corporation; pro `rooms` has the big room.
await db.execute(sql`insert into users (email, password_hash, last_name, first_name, last_name_kana, first_name_kana, is_pro, email_verified_at)
  select 'chat-pro-' || lpad(n::text, 6, '0') || '@example.test', 'x', (string_to_array(${SURNAMES.join()}, ','))[n % 10 + 1], '太郎' || n,
    (string_to_array(${SURNAME_KANA.join()}, ','))[n % 10 + 1], 'タロウ', true, now()
  from generate_series(0, ${roomCount}) as n`);
const [{ firstPro }] = (await selectRows<{ firstPro: number }>(db, sql`select min(id) as "firstPro" from users where email like 'chat-pro-%'`)) as [{ firstPro: number }];
const bigPro = firstPro + roomCount;

// The corporation's rooms: pro j about project j % projects, its last message j + 1 minutes ago; the big room's just now.
const numbered = (where: SQL) => sql`(select id, corporation_id, row_number() over (order by id) - 1 as k from projects where ${where}) p`;
await db.execute(sql`insert into chat_rooms (project_id, corporation_id, pro_user_id, last_message_at)
  select p.id, p.corporation_id, ${firstPro} + j, ${at} - (((j + 1) % ${roomCount + 1}) || ' minutes')::interval
  from generate_series(0, ${roomCount}) as j join ${numbered(sql`corporation_id = ${corporation.id}`)} on p.k = j % ${projectCount}`);
// The others': each pro has about ten rooms elsewhere, each with a different project, over 30 days.
await db.execute(sql`insert into chat_rooms (project_id, corporation_id, pro_user_id, last_message_at)
  select p.id, p.corporation_id, ${firstPro} + i % ${roomCount}, ${at} - ((i % 43200) || ' minutes')::interval
  from generate_series(0, ${otherRoomCount - 1}) as i
  join ${numbered(sql`corporation_id <> ${corporation.id}`)} on p.k = (i / ${roomCount} + (i % ${roomCount}) * 7) % ${projectCount * OTHER_CORPORATIONS}`);
const [{ bigRoom }] = (await selectRows<{ bigRoom: number }>(db, sql`select id as "bigRoom" from chat_rooms where pro_user_id = ${bigPro}`)) as [{ bigRoom: number }];

// Messages 37 minutes apart, the pro's and the corporation's in turn, the last one the pro's; in time order.
const sideOf = sql`(values ${sql.join(
  sides.map((s) => sql`(${s.corporationId}::int, ${s.userId}::int)`),
  sql`, `,
)}) as side(corporation_id, user_id)`;
const message = (count: number, where: SQL) =>
  db.execute(sql`insert into chat_messages (room_id, sender_user_id, body, created_at)
    select room.id, case when (${count} - 1 - k) % 2 = 0 then room.pro_user_id else side.user_id end,
      'お世話になっております。' || k || '件目のご連絡です。稼働開始日と週の稼働日数について、ご都合をお聞かせいただけますでしょうか。',
      room.last_message_at - ((${count} - 1 - k) * 37 || ' minutes')::interval
    from chat_rooms room join ${sideOf} on side.corporation_id = room.corporation_id, generate_series(0, ${count - 1}) as k
    where ${where} order by 4, 1`);
await message(perRoom, sql`room.id <> ${bigRoom}`);
await message(bigRoomSize, sql`room.id = ${bigRoom}`);

// Read marks: every pro has read their rooms; the owner has read half of the corporation's (every other room:
// one in two up to the last message, the other up to 5 hours before it), and the big room but for its last 10.
await db.execute(sql`insert into chat_room_reads (room_id, user_id, last_read_at) select id, pro_user_id, last_message_at from chat_rooms`);
await db.execute(sql`insert into chat_room_reads (room_id, user_id, last_read_at)
  select id, ${owner.id}, case when id = ${bigRoom} then last_message_at - interval '333 minutes' when n % 4 = 0 then last_message_at else last_message_at - interval '5 hours' end
  from (select id, last_message_at, row_number() over (order by id) - 1 as n from chat_rooms where corporation_id = ${corporation.id}) r
  where n % 2 = 0 or id = ${bigRoom}`);
await db.execute(sql`analyze`);
const seedSeconds = (performance.now() - seedStarted) / 1000;

// The sends below are one account's dozens a second: no per-account chat limit (issue 19) here.
const app = createTestApp(handle, { anonymousReadLimit: null, chatSendLimits: null });
const orderer = new BrowserLikeClient(app, "192.0.2.10", NO_CONTRACT_CHECK);
await logInAs(handle, orderer, owner.id, now);

type Facts = Record<"rooms" | "messages" | "mine" | "myMessages" | "unread" | "marked" | "named" | "lastId", number>;
const [facts] = (await selectRows<Facts>(
  db,
  sql`select (select count(*)::int from chat_rooms) as rooms, (select count(*)::int from chat_messages) as messages,
    (select count(*)::int from chat_rooms where corporation_id = ${corporation.id}) as mine,
    (select count(*)::int from chat_messages m join chat_rooms room on room.id = m.room_id where room.corporation_id = ${corporation.id}) as "myMessages",
    (select count(*)::int from chat_rooms room left join chat_room_reads r on r.room_id = room.id and r.user_id = ${owner.id}
      where room.corporation_id = ${corporation.id} and room.last_message_at > coalesce(r.last_read_at, '-infinity')) as unread,
    (select count(*)::int from chat_room_reads where user_id = ${owner.id}) as marked,
    (select count(*)::int from chat_rooms room join users u on u.id = room.pro_user_id where room.corporation_id = ${corporation.id} and u.last_name = ${SEARCHED}) as named,
    (select max(id)::int from chat_messages where room_id = ${bigRoom}) as "lastId"`,
)) as [Facts];
console.log(
  `${label}: ${facts.rooms} rooms, ${facts.messages} messages; the corporation's ${facts.mine} rooms with ${facts.myMessages} messages (one room of ${bigRoomSize}), ` +
    `${facts.marked} read marks, ${facts.unread} rooms unread; seeded in ${seedSeconds.toFixed(1)} s; node ${process.version}; load average ${loadAverage()}`,
);

const server = label.startsWith("PostgreSQL");
const [listTarget, pollTarget, sendTarget] = server ? [50, 20, 30] : [100, 40, 30];
const { measure, verdicts } = latencyTable(runs);
const get = (path: string) => async () => expectStatus(orderer, "GET", path, 200);
const page = JSON.parse(await get("/api/v2/project_chat_rooms")()) as { items: { id: number; unreadCount: number }[] };
if (page.items[0]?.id !== bigRoom || page.items[0].unreadCount !== 5) throw new Error(`the big room is not first with 5 unread: ${JSON.stringify(page.items[0])}`);

await measure(`GET /api/v2/project_chat_rooms (page 1 of ${Math.ceil(facts.mine / 20)})`, get("/api/v2/project_chat_rooms"), listTarget);
await measure(`GET /api/v2/project_chat_rooms?unread=1 (${facts.unread} rooms unread)`, get("/api/v2/project_chat_rooms?unread=1"), listTarget);
await measure(
  `GET /api/v2/project_chat_rooms?q=${SEARCHED} (${facts.named} rooms match)`,
  get(`/api/v2/project_chat_rooms?q=${encodeURIComponent(SEARCHED)}`),
  listTarget,
);
await measure(`GET /api/v2/project_chat_rooms/{id} (newest 30 of ${bigRoomSize})`, get(`/api/v2/project_chat_rooms/${bigRoom}`), listTarget);
await measure(
  "GET /api/v2/project_chat_rooms/{id}?after={last id} (the poll, nothing new)",
  get(`/api/v2/project_chat_rooms/${bigRoom}?after=${facts.lastId}`),
  pollTarget,
);

const body = "承知いたしました。来週月曜日から週3日でお願いできますと幸いです。契約書のドラフトをお送りします。";
const send = (clientKey: string) => async () => expectStatus(orderer, "POST", `/api/v2/project_chat_rooms/${bigRoom}/messages`, 201, { body, clientKey });
await measure("POST /api/v2/project_chat_rooms/{id}/messages (big room, a fresh clientKey each)", (i) => send(`bench-send-${i}-${now.getTime()}`)(), sendTarget);
await measure("POST …/messages, retried with the same clientKey (answers the first)", send(`bench-retry-${now.getTime()}`), null);

// The read mark: a different unread room each run, as the page marks a room when it is opened.
const unreadRooms = await selectRows<{ id: number }>(
  db,
  sql`select room.id from chat_rooms room left join chat_room_reads r on r.room_id = room.id and r.user_id = ${owner.id}
      where room.corporation_id = ${corporation.id} and r.room_id is null order by room.last_message_at desc limit ${runs + 5}`,
);
await measure(
  "POST /api/v2/project_chat_rooms/{id}/reads (an unread room each)",
  (i) => expectStatus(orderer, "POST", `/api/v2/project_chat_rooms/${unreadRooms[i]!.id}/reads`, 204),
  null,
);

const [{ sent }] = (await selectRows<{ sent: number }>(db, sql`select count(*)::int as sent from chat_messages where client_key like 'bench-%'`)) as [{ sent: number }];
if (sent !== runs + 6) throw new Error(`expected ${runs + 6} sent messages (the retries writing nothing), found ${sent}`);
console.log(`\ntargets on ${label}:\n  ${verdicts.join("\n  ")}`);
console.log(`load average after: ${loadAverage()}`);
await handle.close();
