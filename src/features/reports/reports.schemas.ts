import { z } from "zod";

import { REPORT_REASONS, REPORT_TARGET_TYPES } from "@/db/schema";
import { multiLine } from "@/lib/form-fields";

import { REPORT_DETAILS_MAX } from "./report-labels";

export { REPORT_ALREADY_RECEIVED_MESSAGE, REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_RECEIVED_MESSAGE, REPORT_TARGET_LABELS } from "./report-labels";

const UNREADABLE = "通報の内容を読み取れませんでした。ページを再読み込みしてからもう一度お試しください";

/** 「通報する」 (issue 18): what, why, and optional words (plain text, at most 1,000 characters). */
export const CreateReportBodySchema = z
  .object(
    {
      targetType: z.enum(REPORT_TARGET_TYPES, { message: UNREADABLE }).describe("message (chat_messages.id), profile (the pro's user id) or project."),
      targetId: z.number({ message: UNREADABLE }).int({ message: UNREADABLE }).positive({ message: UNREADABLE }).max(Number.MAX_SAFE_INTEGER, { message: UNREADABLE }),
      reason: z.enum(REPORT_REASONS, { message: "通報の理由を選んでください" }),
      details: multiLine(REPORT_DETAILS_MAX).optional().describe("Optional words for the operators (plain text, up to 1,000 characters)."),
    },
    { message: UNREADABLE },
  )
  .meta({ id: "CreateReportBody" });
export type CreateReportBody = z.infer<typeof CreateReportBodySchema>;

export const ReportReceiptSchema = z
  .object({
    isNew: z.boolean().describe("false when this person had already reported the same thing (nothing new is written)."),
    message: z.string().describe("What the page says: 「通報を受け付けました。運営が確認します。」 or 「すでに通報を受け付けています」."),
  })
  .meta({ id: "ReportReceipt" });
export type ReportReceipt = z.infer<typeof ReportReceiptSchema>;
