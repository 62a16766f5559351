import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { queueNoticeMail } from "@/features/notice-mail/notice-mail.service";
import { defineJob, noPayload } from "@/platform/jobs/job-definition";

import { buildUnreadMail } from "./unread-mail";
import { claimUnreadMail, findUnreadMailsDue, type UnreadMailWindow } from "./unread-mail.queries";

/** A message read in the app within this long needs no mail. */
export const UNREAD_MAIL_SETTLE_MS = 10 * 60_000;
/** At most one mail per room and person this often, however lively the conversation. */
export const UNREAD_MAIL_INTERVAL_MS = 60 * 60_000;
/** Rooms quiet for longer are not mailed about (a new deployment does not mail old news). */
const LOOKBACK_MS = 3 * 24 * 60 * 60_000;
const MAILS_PER_RUN = 200;

export function unreadMailWindow(now: Date): UnreadMailWindow {
  const settledBefore = new Date(now.getTime() - UNREAD_MAIL_SETTLE_MS);
  return {
    quietSince: new Date(now.getTime() - LOOKBACK_MS),
    settledBefore,
    mailedBefore: new Date(settledBefore.getTime() - UNREAD_MAIL_INTERVAL_MS + UNREAD_MAIL_SETTLE_MS),
  };
}

/** Mails everyone whose messages have waited unread for 10 minutes (category 「メッセージ」). Answers how many were queued. */
export async function mailUnreadMessages(db: Database, now: Date, keys: { siteOrigin: string; appSecret: string }): Promise<number> {
  const window = unreadMailWindow(now);
  let queued = 0;
  for (const due of await findUnreadMailsDue(db, window, MAILS_PER_RUN)) {
    const sent = await inTransaction(db, async (tx) => {
      if (!(await claimUnreadMail(tx, due, window))) return false;
      return queueNoticeMail(tx, {
        userId: due.userId,
        to: due.email,
        category: "message",
        now,
        ...keys,
        render: (unsubscribeUrl) => buildUnreadMail(due, { siteOrigin: keys.siteOrigin, unsubscribeUrl }),
      });
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** Every minute: unread messages are mailed about 10 minutes after they came. */
export function unreadMessageMailJob(appSecret: string) {
  return defineJob({
    kind: "chat.unread-mail",
    parsePayload: noPayload,
    everyMs: 60_000,
    run: async ({ db, now, siteOrigin, logger }) => {
      const mails = await mailUnreadMessages(db, now, { siteOrigin, appSecret });
      if (mails > 0) logger.info({ mails }, "unread message mails queued");
    },
  });
}
