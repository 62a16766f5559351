import { passwordResetMailJob } from "@/features/password-reset/password-reset.job";
import { rankingSnapshotJob } from "@/features/projects/ranking/ranking-snapshot.job";
import { projectSearchTextJob } from "@/features/projects/search/search-reindex.job";
import { proSearchTextJob } from "@/features/pros/search-reindex.job";
import { avatarSweepJob } from "@/features/avatars/avatar-sweep.job";
import { attachmentSweepJob } from "@/features/chat/attachments/attachment-sweep.job";
import { logoSweepJob } from "@/features/corporations/corporation-logo-sweep.job";
import { dataExportJob } from "@/features/data-export/data-export.service";
import { accountErasureJob } from "@/features/withdrawal/withdrawal.service";
import { listingFreshnessJob } from "@/features/order-projects/listing-freshness.job";
import { replyDeadlineJob } from "@/features/applications/reply-deadline";
import { meetingRemindersJob } from "@/features/chat/meetings/meeting-reminders.job";
import { unreadMessageMailJob } from "@/features/chat/unread-mail/unread-mail.job";
import { notificationMailJob } from "@/features/notifications/notification-mail.job";
import { defineJob, noPayload, type Job } from "@/platform/jobs/job-definition";
import { deliverDueMail } from "@/platform/mail/outbox-delivery";
import type { MailTransport } from "@/platform/mail/smtp-transport";

import { purgeExpiredRows } from "./maintenance";

const MAIL_BATCH_SIZE = 50;

/** Sends the outbox over SMTP (decision 015) every 5 s; a full batch is followed at once by the next. */
export function mailDeliveryJob(transport: MailTransport, from: string) {
  return defineJob({
    kind: "mail.deliver",
    parsePayload: noPayload,
    everyMs: 5_000,
    leaseMs: 5 * 60_000,
    run: async ({ db, now, siteOrigin }) => {
      let report;
      do report = await deliverDueMail(db, transport, { now, from, siteOrigin, batchSize: MAIL_BATCH_SIZE });
      while (report.claimed === MAIL_BATCH_SIZE);
    },
  });
}

/** Expired sessions, stale rate-limit counters and finished jobs, hourly. */
export const maintenanceJob = defineJob({
  kind: "maintenance.purge",
  parsePayload: noPayload,
  everyMs: 60 * 60_000,
  run: ({ db, now }) => purgeExpiredRows(db, now),
});

/** Every job kind this server runs; features add theirs here (decision 016). */
export function serverJobs(options: {
  mailTransport?: MailTransport;
  mailFrom: string;
  /** Signs the notices' unsubscribe links; main.ts always passes it (a caller that only lists kinds may leave the notice-writing jobs out). */
  appSecret?: string;
}): Job[] {
  const jobs: Job[] = [maintenanceJob];
  jobs.push(passwordResetMailJob, accountErasureJob, dataExportJob);
  if (options.mailTransport) jobs.push(mailDeliveryJob(options.mailTransport, options.mailFrom));
  jobs.push(rankingSnapshotJob, projectSearchTextJob, proSearchTextJob, avatarSweepJob, logoSweepJob, attachmentSweepJob, replyDeadlineJob, meetingRemindersJob);
  if (options.appSecret) jobs.push(listingFreshnessJob(options.appSecret), notificationMailJob(options.appSecret), unreadMessageMailJob(options.appSecret));
  return jobs;
}
