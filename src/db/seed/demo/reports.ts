import type { RawExecutor } from "./bulk";
import { DAY_MS, type DemoLayout, HOUR_MS, iso } from "./plan";

/**
 * 通報 for the operator console's queue (issue 18), so admin@ opens it on real things: the chat
 * guard's flag on a generated pro's message to orderer@'s corporation that asks to move to LINE, a
 * report by orderer@ on a generated pro's profile, pro@'s report on another corporation's project —
 * all open — and free@'s report on a profile that an operator already looked at (対応済み,措置なし,
 * with its audit row). Chosen by id order, so the same seed gives the same rows.
 */

const LINE_MESSAGE = "ご連絡ありがとうございます。細かい条件のすり合わせは、LINEのほうがやり取りしやすいので、LINE IDを交換しませんか？ IDは yamada-dev-2026 です。";
const DECISION_NOTE = "職務経歴と公開中の実績を確認し、規約に反する記載はないと判断しました。措置はありません。";

async function firstId(exec: RawExecutor, text: string, params: unknown[]): Promise<number | undefined> {
  const { rows } = await exec.query<{ id: number }>(text, params);
  return rows[0]?.id;
}

/** A room of orderer@'s corporation with a generated pro, with no meeting and a short opening (the guard reads a room's first 10 messages). */
async function guardedRoom(exec: RawExecutor, layout: DemoLayout) {
  const { rows } = await exec.query<{ id: number; proUserId: number; firstAt: string | Date }>(
    `select r.id, r.pro_user_id as "proUserId", (select min(m.created_at) from chat_messages m where m.room_id = r.id) as "firstAt"
     from chat_rooms r
     where r.corporation_id = $1 and r.pro_user_id <> $2
       and not exists (select 1 from chat_meetings cm where cm.room_id = r.id)
       and (select count(*) from chat_messages m where m.room_id = r.id) between 2 and 8
     order by r.id limit 1`,
    [layout.corporationId(0), layout.demoUserId.pro],
  );
  return rows[0];
}

async function insertReport(
  exec: RawExecutor,
  report: { targetType: string; targetId: number; reporterUserId: number | null; reason: string; details: string; at: number },
): Promise<number> {
  const { rows } = await exec.query<{ id: number }>(
    `insert into reports (target_type, target_id, reporter_user_id, reason, details, created_at) values ($1, $2, $3, $4, $5, $6) returning id`,
    [report.targetType, report.targetId, report.reporterUserId, report.reason, report.details, iso(report.at)],
  );
  return rows[0]!.id;
}

export async function seedReports(exec: RawExecutor, layout: DemoLayout): Promise<void> {
  const now = layout.referenceDate.getTime();
  const room = await guardedRoom(exec, layout);
  if (room) {
    // A minute after the room's first message: in its opening, where the guard watches, and without reordering the list.
    const at = new Date(room.firstAt).getTime() + 60_000;
    const { rows } = await exec.query<{ id: number }>(
      `insert into chat_messages (room_id, sender_user_id, body, guard_flags, created_at) values ($1, $2, $3, '{off_platform}', $4) returning id`,
      [room.id, room.proUserId, LINE_MESSAGE, iso(at)],
    );
    await insertReport(exec, { targetType: "message", targetId: Number(rows[0]!.id), reporterUserId: null, reason: "off_platform", details: "off_platform", at });
  }

  const publicPros = await exec.query<{ id: number }>(
    `select pp.user_id as id from pro_profiles pp join users u on u.id = pp.user_id
     where pp.is_public and u.is_pro and u.deactivated_at is null and pp.user_id <> $1 order by pp.user_id limit 2 offset 4`,
    [layout.demoUserId.pro],
  );
  const [reportedPro, checkedPro] = publicPros.rows.map((row) => row.id);
  if (reportedPro !== undefined) {
    await insertReport(exec, {
      targetType: "profile",
      targetId: reportedPro,
      reporterUserId: layout.demoUserId.orderer,
      reason: "false_content",
      details: "職務経歴に書かれている会社名と在籍期間が、面談で伺った内容と一致しませんでした。",
      at: now - 26 * HOUR_MS,
    });
  }

  const project = await firstId(exec, `select id from projects where status = 'open' and corporation_id > $1 order by id limit 1`, [layout.corporationId(3)]);
  if (project !== undefined) {
    await insertReport(exec, {
      targetType: "project",
      targetId: project,
      reporterUserId: layout.demoUserId.pro,
      reason: "scam",
      details: "応募したところ、面談の前に「登録料」として3万円の振込を求められました。",
      at: now - 5 * HOUR_MS,
    });
  }

  if (checkedPro !== undefined) {
    const at = now - 4 * DAY_MS;
    const decidedAt = now - 3 * DAY_MS;
    const id = await insertReport(exec, {
      targetType: "profile",
      targetId: checkedPro,
      reporterUserId: layout.demoUserId.free,
      reason: "other",
      details: "実績のURLが開けません。",
      at,
    });
    await exec.query(`update reports set status = 'decided', decided_by_user_id = $2, decided_at = $3, decision_note = $4 where id = $1`, [
      id,
      layout.demoUserId.admin,
      iso(decidedAt),
      DECISION_NOTE,
    ]);
    // The console's own record of that decision (decision 030: every console action has its audit row).
    await exec.query(
      `insert into operator_audit_logs (operator_user_id, action, target_type, target_id, before, after, reason, created_at)
       values ($1, 'report.decide', 'report', $2, $3, $4, $5, $6)`,
      [
        layout.demoUserId.admin,
        String(id),
        JSON.stringify({ status: "open" }),
        JSON.stringify({ status: "decided", measure: "none", target: { type: "profile", id: checkedPro }, closedReportIds: [id] }),
        DECISION_NOTE,
        iso(decidedAt),
      ],
    );
  }
}
