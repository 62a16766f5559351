import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { queueNoticeMail } from "@/features/notice-mail/notice-mail.service";
import { notifyUsers } from "@/features/notifications/notifications.service";
import { drainInBatches } from "@/lib/batches";
import { defineJob, noPayload } from "@/platform/jobs/job-definition";

import { daysAgo, FRESHNESS_CLOSE_DAYS, FRESHNESS_NOTICE_DAYS } from "@/lib/listing-freshness";
import { buildFreshnessNoticeMail } from "./listing-freshness-mail";
import { closeStaleProjects, findCorporationManagers, findCorporationsDueForNotice, markNoticeSent } from "./listing-freshness.queries";

const BATCH_SIZE = 500;

export type FreshnessReport = { closed: number; noticedProjects: number; mails: number };
type MailKeys = { siteOrigin: string; appSecret: string };

/**
 * One corporation's notice, in one transaction: its due projects are marked and one mail per owner
 * and admin lists them, so a crash leaves either both or neither, and a second run finds nothing.
 */
async function noticeCorporation(db: Database, corporationId: number, before: Date, now: Date, keys: MailKeys) {
  return inTransaction(db, async (tx) => {
    const due = await markNoticeSent(tx, corporationId, before, now);
    if (due.length === 0) return { projects: 0, mails: 0 };
    const { corporationName, managers } = await findCorporationManagers(tx, corporationId);
    // The same notice in each manager's 通知, already mailed by the notice below.
    await notifyUsers(
      tx,
      managers.map((manager) => manager.id),
      {
        kind: "listing_freshness",
        title: `${due.length}件の案件が${FRESHNESS_NOTICE_DAYS}日間更新されていません。掲載内容をご確認ください`,
        body: `更新がないまま${FRESHNESS_CLOSE_DAYS}日たつと、募集は自動で終了します。`,
        linkPath: "/mypage/order/projects",
        hasOwnMail: true,
      },
      now,
    );
    let mails = 0;
    for (const manager of managers) {
      const queued = await queueNoticeMail(tx, {
        userId: manager.id,
        to: manager.email,
        // About the company's own postings, from the operator: 運営からのお知らせ (decision 022).
        category: "news",
        now,
        ...keys,
        render: (unsubscribeUrl) => buildFreshnessNoticeMail({ corporationName, projects: due }, { siteOrigin: keys.siteOrigin, unsubscribeUrl }),
      });
      if (queued) mails += 1;
    }
    return { projects: due.length, mails };
  });
}

/**
 * Listing freshness (issue 14, decision 022): open projects unchanged for 90 days close with
 * close_reason 'stale'; those unchanged for 60 days get one 「掲載内容を確認してください」 mail per
 * corporation to its owners and admins, once (freshness_notice_sent_at; a save of the posting resets it).
 * In batches; running it again at the same moment changes nothing.
 */
export async function refreshListings(db: Database, now: Date, keys: MailKeys, batchSize = BATCH_SIZE): Promise<FreshnessReport> {
  const report: FreshnessReport = { closed: 0, noticedProjects: 0, mails: 0 };
  const closeBefore = daysAgo(now, FRESHNESS_CLOSE_DAYS);
  report.closed = await drainInBatches(batchSize, () => closeStaleProjects(db, closeBefore, now, batchSize));

  const noticeBefore = daysAgo(now, FRESHNESS_NOTICE_DAYS);
  let corporationIds;
  do {
    corporationIds = await findCorporationsDueForNotice(db, noticeBefore, batchSize);
    for (const corporationId of corporationIds) {
      const done = await noticeCorporation(db, corporationId, noticeBefore, now, keys);
      report.noticedProjects += done.projects;
      report.mails += done.mails;
    }
  } while (corporationIds.length === batchSize);
  return report;
}

/** Hourly, like the other sweeps: cheap when nothing is due (the partial index on open projects' content age). */
export function listingFreshnessJob(appSecret: string) {
  return defineJob({
    kind: "projects.listing-freshness",
    parsePayload: noPayload,
    everyMs: 60 * 60_000,
    run: async ({ db, now, siteOrigin, logger }) => {
      const report = await refreshListings(db, now, { siteOrigin, appSecret });
      if (report.closed > 0 || report.noticedProjects > 0) logger.info(report, "listing freshness: stale projects closed and notices queued");
    },
  });
}
