import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { moveApplicationForMeeting } from "@/features/applications/board/board.service";
import { notifyCorporation, notifyUsers } from "@/features/notifications/notifications.service";
import { drainInBatches } from "@/lib/batches";
import { defineJob, noPayload } from "@/platform/jobs/job-definition";

import { claimDueReminders, findHeldMeetings } from "./chat-meeting.queries";
import { reminderNotice } from "./meeting-notices";

const BATCH_SIZE = 200;
const HOUR_MS = 3_600_000;
/** 「前日のリマインド」: a meeting starting within a day is reminded once, to the pro and every member. */
const REMIND_WITHIN_MS = 24 * HOUR_MS;
/** How far back the 商談済 step looks: past a week, a card left at 商談調整中 is the corporation's call. */
const HELD_LOOKBACK_MS = 7 * 24 * HOUR_MS;
export const MEETING_HELD_NOTE = "商談の予定時刻が過ぎたため、商談済にしました。";

/** Reminds each agreed meeting starting within 24 hours, once (`reminded_at`, set in the same transaction). */
export async function remindUpcomingMeetings(db: Database, now: Date, batchSize = BATCH_SIZE): Promise<number> {
  return drainInBatches(batchSize, () =>
    inTransaction(db, async (tx) => {
      const due = await claimDueReminders(tx, now, REMIND_WITHIN_MS, batchSize);
      for (const meeting of due) {
        const notice = reminderNotice({ roomId: meeting.roomId, applicationId: meeting.applicationId, projectTitle: meeting.projectTitle }, meeting);
        await notifyUsers(tx, [meeting.proUserId], notice, now);
        await notifyCorporation(tx, meeting.corporationId, notice, now);
      }
      return due.length;
    }),
  );
}

/** 商談調整中 → 商談済 once an agreed meeting has ended, by the system (a timeline entry with its note). */
export async function markHeldMeetings(db: Database, now: Date, batchSize = BATCH_SIZE): Promise<number> {
  return inTransaction(db, async (tx) => {
    const held = await findHeldMeetings(tx, now, new Date(now.getTime() - HELD_LOOKBACK_MS), batchSize);
    let moved = 0;
    for (const { corporationId, applicationId } of held) {
      const input = { corporationId, applicationId, from: "in_talks", to: "meeting", actorUserId: null, note: MEETING_HELD_NOTE } as const;
      if (await moveApplicationForMeeting(tx, input, now)) moved += 1;
    }
    return moved;
  });
}

/** Every 15 minutes: the day-before reminders, and 商談済 for meetings that have ended. */
export const meetingRemindersJob = defineJob({
  kind: "chat.meeting-reminders",
  parsePayload: noPayload,
  everyMs: 15 * 60_000,
  run: async ({ db, now, logger }) => {
    const reminded = await remindUpcomingMeetings(db, now);
    const held = await markHeldMeetings(db, now);
    if (reminded > 0 || held > 0) logger.info({ reminded, held }, "meetings: upcoming ones reminded, ended ones marked 商談済");
  },
});
