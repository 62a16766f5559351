import type { Database } from "@/db/client";
import type { ReportReason } from "@/db/schema";

import { insertReport } from "./reports.queries";

/**
 * The chat guard's flag as a report (issue 18): no reporter, the message as its target, the flags as
 * its details. Called with the send's own transaction, so a flagged message and its report are
 * written together or not at all.
 */
export async function fileGuardReport(tx: Database, flagged: { messageId: number; reason: ReportReason; flags: readonly string[] }, now: Date): Promise<void> {
  await insertReport(tx, { targetType: "message", targetId: flagged.messageId, reporterUserId: null, reason: flagged.reason, details: flagged.flags.join(",") }, now);
}
