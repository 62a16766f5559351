/**
 * Scouts (issue 15, decision 024): the quality guard, the send, both sides' lists and the acceptance,
 * in-process through the Hono app with real sessions. The table holds 100,000 scouts; the measured
 * corporation sent 5,000 of them within the last 24 hours, one template (one fingerprint) to 5,000
 * pros — the template guard's worst case — and one pro has received 200 (the pro list's worst case).
 * Targets, p95: scout_checks, send, the pro's list and the corporation's list (page 1 and a middle
 * page) ≤ 50 ms on the server and ≤ 100 ms on PGlite; the scout form and the acceptance are reported only.
 * Runs on an in-memory PGlite unless DATABASE_URL names a scratch PostgreSQL database.
 *   npm run bench:scouts -- [--scouts 100000] [--template 5000] [--pro-scouts 200] [--projects 200] [--runs 50]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<scratch> npm run bench:scouts
 */
import { performance } from "node:perf_hooks";

import { sql, type SQL } from "drizzle-orm";

import { selectRows } from "../src/db/client";
import { insertCorporation, insertMembership, insertUser } from "../src/db/seed/factories";
import { messageFingerprint } from "../src/features/applications/scouts/scout-rules";
import { BrowserLikeClient } from "../tests/support/api-client";
import { logInAs } from "../tests/support/sessions";
import { createTestApp } from "../tests/support/test-database";
import { flag, NO_CONTRACT_CHECK } from "./support/options";
import { insertBenchCorporations, openBenchDatabase } from "./support/bench-corporation";
import { expectStatus, latencyTable, loadAverage } from "./support/api-latency";
import { copyProjects } from "./support/project-copies";

const scoutCount = flag("scouts", 100_000);
const templateCount = flag("template", 5_000);
const proScoutCount = flag("pro-scouts", 200);
const projectCount = flag("projects", 200);
const runs = flag("runs", 50);
const OTHER_CORPORATIONS = 4;

const { handle, label } = await openBenchDatabase();
const { db } = handle;
const now = new Date();
const seedStarted = performance.now();
const { corporation, other, owner, template } = await insertBenchCorporations(db, now);
// The measured sender on the plan with the largest quota; the seeded scouts are a colleague's, so
// the owner's month starts empty and 55 sends stay far below 300.
await db.execute(sql`update users set plan = 'premium' where id = ${owner.id}`);
const colleague = await insertUser(db, { isOrderer: true, plan: "premium", currentCorporationId: corporation.id });
await insertMembership(db, { userId: colleague.id, corporationId: corporation.id, role: "member" });
await db.execute(copyProjects(template.id, corporation.id, projectCount - 1));

// Other corporations, 200 open projects and one sender each.
const others = [other, ...(await Promise.all(Array.from({ length: OTHER_CORPORATIONS - 1 }, (_, i) => insertCorporation(db, { name: `株式会社ほか${i + 2}` }))))];
const senders: { corporationId: number; userId: number }[] = [];
for (const each of others) {
  await db.execute(copyProjects(template.id, each.id, projectCount));
  const sender = await insertUser(db, { isOrderer: true, plan: "premium", currentCorporationId: each.id });
  await insertMembership(db, { userId: sender.id, corporationId: each.id, role: "owner" });
  senders.push({ corporationId: each.id, userId: sender.id });
}

// Pros with a public profile: the template's recipients, then the rest of the other corporations'
// recipients (about five scouts each), then fresh pros for the sends; the 200-scout pro apart.
const otherScouts = scoutCount - templateCount - proScoutCount;
const receivingPros = Math.max(templateCount, Math.ceil(otherScouts / 5));
const proCount = receivingPros + runs + 5;
await db.execute(sql`insert into users (email, password_hash, last_name, first_name, last_name_kana, first_name_kana, is_pro, email_verified_at)
  select 'bench-pro-' || lpad(n::text, 7, '0') || '@example.test', 'x', '山田', '太郎' || n, 'ヤマダ', 'タロウ', true, now() from generate_series(1, ${proCount}) as n`);
const heavyPro = await insertUser(db, { isPro: true, email: "bench-heavy-pro@example.test" });
await db.execute(sql`insert into pro_profiles (user_id, headline, skill_ids, desired_monthly_rate_man, available_days_per_week, remote_type_id)
  select id, 'フロントエンドエンジニア', array[1, 18, (id % 40) + 1], 50 + id % 40, 1 + id % 5, 1 + id % 3 from users where email like 'bench-%pro%'`);
const [{ firstPro }] = (await selectRows<{ firstPro: number }>(db, sql`select min(id) as "firstPro" from users where email like 'bench-pro-%'`)) as [
  { firstPro: number },
];

// One template, as a mail merge sends it: 「山田 太郎n様」 then the same words.
const TEMPLATE =
  "はじめまして。株式会社ベンチの採用担当です。プロフィールを拝見し、ReactとTypeScriptでの開発のご経験に惹かれてご連絡しました。弊社の新規サービス開発に、ぜひお力をお貸しください。";
const fingerprint = messageFingerprint(`山田 太郎1様\n${TEMPLATE}`, ["山田 太郎1", "山田", "太郎1"]);
const projectOf = (corporationId: number) => sql`(select id, row_number() over (order by id) - 1 as k from projects where corporation_id = ${corporationId}) p`;
const columns = sql.raw("project_id, corporation_id, sender_user_id, pro_user_id, message, message_fingerprint, guard_flags, status, created_at, updated_at");

// The template: pro j (the j-th bench pro) gets project j % projects, within the last 23 h 59 min.
await db.execute(sql`insert into scouts (${columns})
  select p.id, ${corporation.id}, ${colleague.id}, ${firstPro} + j, '山田 太郎' || (j + 1) || '様' || chr(10) || ${TEMPLATE}, ${fingerprint},
    case when j % 4 = 0 then '{template_blast,rate_above_budget}'::text[] else '{template_blast}'::text[] end, 'sent',
    ${now.toISOString()}::timestamptz - ((j % 1439) || ' minutes')::interval, ${now.toISOString()}::timestamptz
  from generate_series(0, ${templateCount - 1}) as j join ${projectOf(corporation.id)} on p.k = j % ${projectCount}`);

// The other corporations': pro i % pros gets its k-th scout (k = i / pros) from a project that
// differs with k, over the last 90 days, each with its own words, a third of them answered.
const allOtherProjects = sql`(select p.id, p.corporation_id, row_number() over (order by p.id) - 1 as k from projects p where p.corporation_id <> ${corporation.id}) p`;
const senderOf = sql`(values ${sql.join(
  senders.map((s) => sql`(${s.corporationId}::int, ${s.userId}::int)`),
  sql`, `,
)}) as snd(corporation_id, user_id)`;
const otherProjectCount = projectCount * OTHER_CORPORATIONS;
const scatter = async (total: number, proOf: SQL, projectIndex: SQL) =>
  db.execute(sql`insert into scouts (${columns})
    select p.id, p.corporation_id, snd.user_id, ${proOf}, 'スカウト ' || i || ' ' || ${TEMPLATE}, 'fp' || i,
      (array['{}', '{}', '{rate_above_budget}', '{onsite_for_remote_pro}', '{template_blast}'])[i % 5 + 1]::text[],
      (array['sent', 'sent', 'sent', 'accepted', 'declined', 'sent'])[i % 6 + 1],
      ${now.toISOString()}::timestamptz - ((i % 129600) || ' minutes')::interval, ${now.toISOString()}::timestamptz
    from generate_series(0, ${total - 1}) as i join ${allOtherProjects} on p.k = ${projectIndex} join ${senderOf} on snd.corporation_id = p.corporation_id`);
await scatter(otherScouts, sql`${firstPro} + i % ${receivingPros}`, sql`(i / ${receivingPros} + (i % ${receivingPros}) * 7) % ${otherProjectCount}`);
await scatter(proScoutCount, sql`${heavyPro.id}`, sql`i % ${otherProjectCount}`);
await db.execute(sql`analyze`);
const seedSeconds = (performance.now() - seedStarted) / 1000;

const app = createTestApp(handle, { now: () => now, anonymousReadLimit: null });
const orderer = new BrowserLikeClient(app, "192.0.2.10", NO_CONTRACT_CHECK);
await logInAs(handle, orderer, owner.id, now);
const pro = new BrowserLikeClient(app, "192.0.2.11", NO_CONTRACT_CHECK);
await logInAs(handle, pro, heavyPro.id, now);

const count = async (where: SQL) => ((await selectRows<{ n: number }>(db, sql`select count(*)::int as n from scouts where ${where}`)) as [{ n: number }])[0].n;
const [all, mine, template24h, heavy] = [
  await count(sql`true`),
  await count(sql`corporation_id = ${corporation.id}`),
  await count(sql`corporation_id = ${corporation.id} and message_fingerprint = ${fingerprint} and created_at >= ${now.toISOString()}::timestamptz - interval '24 hours'`),
  await count(sql`pro_user_id = ${heavyPro.id}`),
];
console.log(
  `${label}: ${all} scouts; the corporation's ${mine}, ${template24h} of one template in 24 h; one pro with ${heavy}; ${proCount + 1} pros; seeded in ${seedSeconds.toFixed(1)} s; node ${process.version}; load average ${loadAverage()}`,
);
const target = label.startsWith("PostgreSQL") ? 50 : 100;
const { measure: time, verdicts } = latencyTable(runs);
const call = expectStatus;

const [{ projectId }] = (await selectRows<{ projectId: number }>(db, sql`select min(id) as "projectId" from projects where corporation_id = ${corporation.id}`)) as [
  { projectId: number },
];
// A pro who got the template already, as the guard sees a second project for them; the check must flag it.
const checked = firstPro + templateCount - 1;
const draft = { projectId, message: `山田 太郎${templateCount}様\n${TEMPLATE}` };
const answer = JSON.parse(await call(orderer, "POST", `/api/v2/pros/${checked}/scout_checks`, 200, draft)) as { warnings: { code: string }[] };
if (!answer.warnings.some((w) => w.code === "template_blast")) throw new Error(`the guard did not see the template: ${JSON.stringify(answer)}`);

await time("GET /api/v2/pros/{id}/scout_form (200 open projects, quota)", async () => void (await call(orderer, "GET", `/api/v2/pros/${checked}/scout_form`, 200)), null);
await time(
  `POST /api/v2/pros/{id}/scout_checks (template to ${template24h} pros in 24 h)`,
  async () => void (await call(orderer, "POST", `/api/v2/pros/${checked}/scout_checks`, 200, draft)),
  target,
);
const freshPro = firstPro + receivingPros;
await time(
  "POST /api/v2/pros/{id}/scouts (guard, quota under lock, insert, notice), a fresh pro each",
  async (i) => {
    const message = `山田 太郎${receivingPros + i + 1}様\n${TEMPLATE}`;
    await call(orderer, "POST", `/api/v2/pros/${freshPro + i}/scouts`, 201, { projectId, message, confirmWarnings: true });
  },
  target,
);
await time(`GET /api/v2/me/scouts (the pro with ${heavy} scouts)`, async () => void (await call(pro, "GET", "/api/v2/me/scouts", 200)), target);
const middle = Math.max(1, Math.ceil((mine + runs + 5) / 40));
await time("GET /api/v2/current_corporation/scouts, page 1", async () => void (await call(orderer, "GET", "/api/v2/current_corporation/scouts", 200)), target);
await time(
  `GET /api/v2/current_corporation/scouts, page ${middle} (middle)`,
  async () => void (await call(orderer, "GET", `/api/v2/current_corporation/scouts?page=${middle}`, 200)),
  target,
);

// Acceptance: the template's first recipients, one scout each; sessions first, so only the POST is timed.
const accepted = await selectRows<{ id: number; proUserId: number }>(
  db,
  sql`select id, pro_user_id as "proUserId" from scouts where corporation_id = ${corporation.id} and status = 'sent' and pro_user_id < ${firstPro + templateCount} order by pro_user_id limit ${runs + 5}`,
);
const accepters: BrowserLikeClient[] = [];
for (const scout of accepted) {
  const client = new BrowserLikeClient(app, "192.0.2.12", NO_CONTRACT_CHECK);
  await logInAs(handle, client, scout.proUserId, now);
  accepters.push(client);
}
await time(
  "POST /api/v2/me/scouts/{id}/acceptance (application at 商談調整中, room, 2 messages, notice)",
  async (i) => void (await call(accepters[i]!, "POST", `/api/v2/me/scouts/${accepted[i]!.id}/acceptance`, 200, { message: "" })),
  null,
);
console.log(`\ntargets (p95 ≤ ${target} ms on ${label}):\n  ${verdicts.join("\n  ")}`);
console.log(`load average after: ${loadAverage()}`);
await handle.close();
