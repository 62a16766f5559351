import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { drainInBatches } from "@/lib/batches";
import { defineJob, noPayload } from "@/platform/jobs/job-definition";

import { AUTO_DECLINE_MESSAGE_TO_PRO, AUTO_DECLINE_NOTE, REPLY_AUTO_DECLINE_DAYS, REPLY_LATE_DAYS } from "./application-rules";

const BATCH_SIZE = 500;
const DAY_MS = 86_400_000;

/**
 * One batch of the reply deadline, in one transaction: applications 未対応 for 14 days become 見送り
 * with the polite words to the pro, a timeline entry by the system (actor null) with its note, and the
 * same words in the conversation and a notification, so the pro learns of it where they look. `skip locked`
 * lets a corporation's own move of the same card win instead of waiting.
 */
async function declineBatch(db: Database, before: Date, now: Date, batchSize: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const declined = await selectRows<{ id: number; projectId: number; proUserId: number }>(
      tx,
      sql`update applications a set status = 'declined', status_changed_at = ${now.toISOString()}::timestamptz,
            updated_at = ${now.toISOString()}::timestamptz, closing_message = ${AUTO_DECLINE_MESSAGE_TO_PRO}
          where a.id in (select id from applications where status = 'applied' and status_changed_at <= ${before.toISOString()}::timestamptz
                         order by status_changed_at limit ${batchSize} for update skip locked)
          returning a.id, a.project_id as "projectId", a.pro_user_id as "proUserId"`,
    );
    if (declined.length === 0) return 0;
    const ids = sql`${`{${declined.map((d) => d.id).join(",")}}`}::int[]`;
    await tx.execute(sql`
      insert into application_events (application_id, actor_user_id, from_status, to_status, note, created_at)
      select id, null, 'applied', 'declined', ${AUTO_DECLINE_NOTE}, ${now.toISOString()}::timestamptz from unnest(${ids}) as id`);
    await tx.execute(sql`
      with rooms as (
        update chat_rooms r set last_message_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
        from applications a where a.id = any(${ids}) and r.project_id = a.project_id and r.pro_user_id = a.pro_user_id
        returning r.id)
      insert into chat_messages (room_id, sender_user_id, body, created_at)
      select id, null, ${AUTO_DECLINE_MESSAGE_TO_PRO}, ${now.toISOString()}::timestamptz from rooms`);
    await tx.execute(sql`
      insert into notifications (user_id, kind, title, body, link_path, application_id, created_at)
      select a.pro_user_id, 'application_auto_declined', '「' || p.title || '」の応募は見送りとなりました', ${AUTO_DECLINE_MESSAGE_TO_PRO},
        '/mypage/accept/projects?tab=ended', a.id, ${now.toISOString()}::timestamptz
      from applications a join projects p on p.id = a.project_id where a.id = any(${ids})`);
    return declined.length;
  });
}

/**
 * The reminder before the deadline: once an application has waited 未対応 for 7 days, every member of
 * the corporation is told, once (`reply_reminder_sent_at`; a card moved back to 未対応 may be reminded again).
 */
export async function remindLateApplications(db: Database, now: Date, batchSize = BATCH_SIZE): Promise<number> {
  const lateSince = new Date(now.getTime() - REPLY_LATE_DAYS * DAY_MS);
  return drainInBatches(batchSize, () =>
    inTransaction(db, async (tx) => {
      const due = await selectRows<{ id: number }>(
        tx,
        sql`update applications a set reply_reminder_sent_at = ${now.toISOString()}::timestamptz
            where a.id in (select id from applications where status = 'applied' and reply_reminder_sent_at is null
                           and status_changed_at <= ${lateSince.toISOString()}::timestamptz limit ${batchSize} for update skip locked)
            returning a.id`,
      );
      if (due.length === 0) return 0;
      await tx.execute(sql`
        insert into notifications (user_id, kind, title, body, link_path, application_id, created_at)
        select m.user_id, 'reply_deadline_near', '「' || p.title || ${`」の応募者に${REPLY_LATE_DAYS}日間返信していません`}::text,
          ${REMINDER_BODY}::text, '/mypage/order/applies?project_id=' || p.id, a.id, ${now.toISOString()}::timestamptz
        from applications a join projects p on p.id = a.project_id
          join corporation_memberships m on m.corporation_id = p.corporation_id join users u on u.id = m.user_id and u.deactivated_at is null
        where a.id = any(${`{${due.map((d) => d.id).join(",")}}`}::int[])`);
      return due.length;
    }),
  );
}

const REMINDER_BODY = `応募から${REPLY_AUTO_DECLINE_DAYS}日を過ぎても返信がない場合は、自動で見送りとなり、応募者にお知らせします。`;

/** The reply deadline (issue 15): every application 未対応 for 14 days is declined; again at the same moment, nothing. */
export async function declineUnansweredApplications(db: Database, now: Date, batchSize = BATCH_SIZE): Promise<number> {
  const before = new Date(now.getTime() - REPLY_AUTO_DECLINE_DAYS * DAY_MS);
  return drainInBatches(batchSize, () => declineBatch(db, before, now, batchSize));
}

/** Hourly: declined within the hour after the 14th day, reminded after the 7th; cheap when none is due (partial index on 未対応). */
export const replyDeadlineJob = defineJob({
  kind: "applications.reply-deadline",
  parsePayload: noPayload,
  everyMs: 60 * 60_000,
  run: async ({ db, now, logger }) => {
    const declined = await declineUnansweredApplications(db, now);
    const reminded = await remindLateApplications(db, now);
    if (declined > 0 || reminded > 0) logger.info({ declined, reminded }, "reply deadline: unanswered applications declined, late ones reminded");
  },
});
