import type { RawExecutor } from "./bulk";
import { DAY_MS, HOUR_MS, iso, type DemoLayout } from "./plan";

/** The quality guard's condition checks (decision 024) in SQL, so seeded flags tell the truth. */
const FLAGS_SQL = `array_remove(array[
    case when coalesce(pp.desired_monthly_rate_man, round(pp.desired_hourly_rate_yen * 160 / 10000.0)::int) > p.max_budget_man * 1.2 then 'rate_above_budget' end,
    case when pp.remote_type_id = 1 and p.remote_type_id = 3 then 'onsite_for_remote_pro' end
  ], null)::text[]`;

type Candidate = { projectId: number; proUserId: number; title: string; lastName: string; firstName: string; flags: string[] };

/** Open projects of the corporation that the pro neither applied to nor was scouted for, fitting ones first. */
async function candidatesFor(exec: RawExecutor, corporationId: number, proUserIds: readonly number[], limit: number): Promise<Candidate[]> {
  const { rows } = await exec.query<Candidate>(
    `select distinct on (u.id) p.id as "projectId", u.id as "proUserId", p.title, u.last_name as "lastName", u.first_name as "firstName", ${FLAGS_SQL} as flags
       from projects p cross join users u join pro_profiles pp on pp.user_id = u.id
      where p.corporation_id = $1 and p.status = 'open' and u.id = any($2::int[]) and pp.is_public and u.deactivated_at is null
        and not exists (select 1 from applications a where a.project_id = p.id and a.pro_user_id = u.id)
        and not exists (select 1 from scouts s where s.project_id = p.id and s.pro_user_id = u.id)
      order by u.id, cardinality(${FLAGS_SQL}), p.published_at desc
      limit $3`,
    [corporationId, `{${proUserIds.join(",")}}`, limit],
  );
  return rows;
}

const OPENINGS = [
  (c: Candidate) =>
    `${c.lastName}様\nはじめまして。プロフィールの職務経歴を拝見し、「${c.title}」でぜひお力をお借りしたくご連絡しました。\n週の稼働日数や開始時期はご相談に応じます。まずは30分ほど、オンラインでお話しできませんか。`,
  (c: Candidate) =>
    `${c.lastName}様\n突然のご連絡失礼いたします。これまでのご経験が、いま募集している「${c.title}」の課題にぴったりだと感じました。\n体制や進め方を詳しくご説明したいので、ご都合のよい日時を教えていただけますと幸いです。`,
  (c: Candidate) =>
    `${c.lastName}様\nスキル欄を拝見してご連絡しました。「${c.title}」では設計から一緒に進めていただける方を探しています。\nリモート中心で、ご希望の稼働日数に合わせて調整できます。ご興味があればお気軽にご返信ください。`,
];

type ScoutRow = { candidate: Candidate; corporationId: number; senderUserId: number; createdAt: number; status: "sent" | "declined"; reason?: string; answer?: string };

async function insertScouts(exec: RawExecutor, rows: readonly ScoutRow[]): Promise<void> {
  for (const [i, row] of rows.entries()) {
    const message = OPENINGS[i % OPENINGS.length]!(row.candidate);
    await exec.query(
      `insert into scouts (project_id, corporation_id, sender_user_id, pro_user_id, message, message_fingerprint, guard_flags, status, decline_reason, answer_message, answered_at, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10, $11, $12, $12)`,
      [
        row.candidate.projectId,
        row.corporationId,
        row.senderUserId,
        row.candidate.proUserId,
        message,
        `demo-${row.candidate.projectId}-${row.candidate.proUserId}`,
        `{${row.candidate.flags.join(",")}}`,
        row.status,
        row.reason ?? null,
        row.answer ?? null,
        row.status === "sent" ? null : iso(row.createdAt + 20 * HOUR_MS),
        iso(row.createdAt),
      ],
    );
  }
}

/**
 * Scouts (issue 15): pro@ has two waiting — one from orderer@'s corporation that fits their
 * conditions, one from another corporation — with their notifications; orderer@'s corporation has
 * sent a handful more, some waiting and some declined with a reason.
 */
export async function seedScouts(exec: RawExecutor, layout: DemoLayout): Promise<number> {
  if (layout.proCount === 0 || layout.projectCount === 0) return 0;
  const reference = layout.referenceDate.getTime();
  const demoPro = layout.demoUserId.pro;
  const rows: ScoutRow[] = [];
  const [fromOwn] = await candidatesFor(exec, layout.corporationId(0), [demoPro], 1);
  if (fromOwn)
    rows.push({
      candidate: fromOwn,
      corporationId: layout.corporationId(0),
      senderUserId: layout.demoUserId.orderer,
      createdAt: reference - 26 * HOUR_MS,
      status: "sent",
    });
  const [fromOther] = await candidatesFor(exec, layout.corporationId(2), [demoPro], 1);
  if (fromOther)
    rows.push({ candidate: fromOther, corporationId: layout.corporationId(2), senderUserId: layout.ordererUserId(2), createdAt: reference - 3 * DAY_MS, status: "sent" });

  const pros = Array.from({ length: Math.min(layout.proCount, 12) }, (_, k) => layout.proUserId(k + 1));
  const others = await candidatesFor(exec, layout.corporationId(0), pros, 6);
  const answers = [
    { reason: "schedule", answer: "ご連絡ありがとうございます。現在の案件が来年3月まで続くため、今回は見送らせてください。" },
    { reason: "rate", answer: "希望の単価と開きがあるため、辞退いたします。" },
  ];
  for (const [k, candidate] of others.entries()) {
    const declined = k < answers.length ? answers[k] : undefined;
    rows.push({
      candidate,
      corporationId: layout.corporationId(0),
      senderUserId: layout.demoUserId.orderer,
      createdAt: reference - (2 + k) * DAY_MS - k * HOUR_MS,
      status: declined ? "declined" : "sent",
      ...declined,
    });
  }
  await insertScouts(exec, rows);
  for (const row of rows.filter((r) => r.candidate.proUserId === demoPro)) {
    const { rows: corporation } = await exec.query<{ name: string }>("select name from corporations where id = $1", [row.corporationId]);
    await exec.query(
      `insert into notifications (user_id, kind, title, body, link_path, created_at, mailed_at) values ($1, 'scout_received', $2, '', '/mypage/accept/projects?tab=scouts', $3, $3)`,
      [demoPro, `${corporation[0]?.name ?? "企業"}から「${row.candidate.title}」のスカウトが届きました`, iso(row.createdAt)],
    );
  }
  return rows.length;
}
