import { z } from "zod";

import type { Database } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { toJstIsoDateTime } from "@/lib/format-date";
import { defineJob } from "@/platform/jobs/job-definition";
import { queueMail } from "@/platform/mail/outbox";

import { describeDevice } from "@/features/account-sessions/account-sessions.service";

import { buildDataExportReadyMail } from "./data-export-mail";
import { completeDataExport, findPendingExport, readUserData } from "./data-export.queries";

/** A ready export can be downloaded for 7 days, then it is gone. */
export const DATA_EXPORT_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** Every date in the document as JST ISO 8601, as the API answers dates. */
function jstDates(this: unknown, key: string, value: unknown) {
  const original = (this as Record<string, unknown>)[key];
  return original instanceof Date ? toJstIsoDateTime(original) : value;
}

/** The document: one section per kind of data, each labelled, in the order a person reads them. */
export async function buildDataExportDocument(db: Database, userId: number, now: Date): Promise<string> {
  const data = await readUserData(db, userId);
  const account = data.account!;
  const document = {
    format: "kakehashi-data-export",
    version: 1,
    exportedAt: now,
    account: {
      id: account.id,
      email: account.email,
      lastName: account.lastName,
      firstName: account.firstName,
      lastNameKana: account.lastNameKana,
      firstNameKana: account.firstNameKana,
      profileImageUrl: account.profileImageUrl,
      roles: [account.isPro && "pro", account.isOrderer && "orderer", account.isAdmin && "admin"].filter(Boolean),
      emailVerifiedAt: account.emailVerifiedAt,
      createdAt: account.createdAt,
    },
    proProfile: data.proProfile,
    corporationMemberships: data.memberships,
    likes: data.likes,
    applications: data.applications,
    chatMessages: data.messages,
    logins: data.logins.map((login) => ({ ...login, device: describeDevice(login.userAgent) })),
    sessions: data.sessions.map((session) => ({ ...session, device: describeDevice(session.userAgent) })),
    contactInquiries: data.inquiries,
    notifications: data.notifications,
    scouts: data.scouts,
  };
  return JSON.stringify(document, jstDates, 2);
}

/**
 * data.export: builds the document of one requested export, stores it (ready for 7 days) and queues
 * the mail that says so, in one transaction. A second run finds the export no longer pending and
 * does nothing.
 */
export const dataExportJob = defineJob({
  kind: "data.export",
  parsePayload: (payload) => z.object({ exportId: z.number().int().positive() }).parse(payload),
  run: async ({ db, now, siteOrigin }, { exportId }) => {
    const pending = await findPendingExport(db, exportId);
    if (!pending) return;
    const content = await buildDataExportDocument(db, pending.userId, now);
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_LIFETIME_MS);
    await inTransaction(db, async (tx) => {
      if (!(await completeDataExport(tx, exportId, content, now, expiresAt))) return;
      await queueMail(tx, { to: pending.email, mail: await buildDataExportReadyMail({ expiresAt }, siteOrigin), now });
    });
  },
});
