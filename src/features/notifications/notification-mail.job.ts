import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { NOTICE_MAIL_CATEGORIES, type NoticeMailCategory, type NotificationKind } from "@/db/schema";
import { queueNoticeMail } from "@/features/notice-mail/notice-mail.service";
import { defineJob, noPayload } from "@/platform/jobs/job-definition";

import { buildNotificationMail, type MailedNotification } from "./notification-mail";

/** A burst of events within this long goes out as one mail: the job waits for it to settle. */
export const NOTIFICATION_SETTLE_MS = 2 * 60_000;
const USERS_PER_RUN = 200;

type MailKeys = { siteOrigin: string; appSecret: string };

/** Which notice setting a notification's mail follows: scouts may be stopped apart from 応募・選考. */
const categoryOf = (kind: NotificationKind): NoticeMailCategory => (kind === "scout_received" ? "scout" : "application");

/**
 * One person's waiting notifications, in one transaction: locked (a second process skips them), one
 * mail per notice category — the event's own, or a digest of several — queued unless they stopped
 * that category, and all marked mailed either way, so none is mailed twice.
 */
async function mailOne(db: Database, userId: number, cutoff: Date, now: Date, keys: MailKeys): Promise<number> {
  return inTransaction(db, async (tx) => {
    const items = await selectRows<MailedNotification & { id: number; kind: NotificationKind }>(
      tx,
      sql`select id, kind, title, body, link_path as "linkPath" from notifications
          where user_id = ${userId} and mailed_at is null and created_at <= ${cutoff.toISOString()}::timestamptz
          order by created_at, id for update skip locked`,
    );
    if (items.length === 0) return 0;
    const [account] = await selectRows<{ email: string }>(tx, sql`select email from users where id = ${userId} and deactivated_at is null`);
    let queued = 0;
    for (const category of account ? NOTICE_MAIL_CATEGORIES : []) {
      const group = items.filter((item) => categoryOf(item.kind) === category);
      if (group.length === 0) continue;
      const sent = await queueNoticeMail(tx, {
        userId,
        to: account!.email,
        category,
        now,
        ...keys,
        render: (unsubscribeUrl) => buildNotificationMail(group, { siteOrigin: keys.siteOrigin, unsubscribeUrl }),
      });
      if (sent) queued += 1;
    }
    await tx.execute(sql`update notifications set mailed_at = ${now.toISOString()}::timestamptz where id = any(${`{${items.map((i) => i.id).join(",")}}`}::bigint[])`);
    return queued;
  });
}

/** Mails what has settled: one mail per person and category per run at most. Answers how many mails were queued. */
export async function mailSettledNotifications(db: Database, now: Date, keys: MailKeys): Promise<number> {
  const cutoff = new Date(now.getTime() - NOTIFICATION_SETTLE_MS);
  const users = await selectRows<{ userId: number }>(
    db,
    sql`select distinct user_id as "userId" from notifications where mailed_at is null and created_at <= ${cutoff.toISOString()}::timestamptz limit ${USERS_PER_RUN}`,
  );
  let mails = 0;
  for (const { userId } of users) mails += await mailOne(db, userId, cutoff, now, keys);
  return mails;
}

/** Every minute: an event's mail goes within about three minutes, a burst as one digest. */
export function notificationMailJob(appSecret: string) {
  return defineJob({
    kind: "notifications.mail",
    parsePayload: noPayload,
    everyMs: 60_000,
    run: async ({ db, now, siteOrigin, logger }) => {
      const mails = await mailSettledNotifications(db, now, { siteOrigin, appSecret });
      if (mails > 0) logger.info({ mails }, "notification mails queued");
    },
  });
}
