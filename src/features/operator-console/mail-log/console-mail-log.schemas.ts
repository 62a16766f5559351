import { z } from "zod";

import { EMAIL_OUTBOX_STATUSES } from "@/db/schema/platform";
import { isSingleLine } from "@/lib/control-characters";

import { CONSOLE_COUNT_CAP } from "../console-capped-count";

export const MAILS_PER_PAGE = 50;
/** The capped count's last page: past it there is nothing the count can promise. */
export const MAIL_LOG_MAX_PAGE = Math.ceil(CONSOLE_COUNT_CAP / MAILS_PER_PAGE);

export type MailStatus = (typeof EMAIL_OUTBOX_STATUSES)[number];

/** 送信済 / 送信待ち（試行 n回） / 失敗: a pending mail that has been tried says so, it is waiting for a retry. */
export function mailStatusLabel(status: MailStatus, attempts: number): string {
  if (status === "sent") return "送信済";
  if (status === "failed") return "失敗";
  return attempts > 0 ? `送信待ち（試行 ${attempts}回）` : "送信待ち";
}

const pageMessage = "ページ番号が正しくありません";

/** GET /api/v2/admin/mails and /admin/mails: every filter optional. */
export const MailLogQuerySchema = z.object({
  status: z.enum(EMAIL_OUTBOX_STATUSES, { message: "状態の指定が正しくありません" }).optional(),
  to: z
    .string()
    .trim()
    .max(254, { message: "宛先は254文字以内で入力してください" })
    .refine(isSingleLine, { message: "宛先に改行やタブは使えません" })
    .optional()
    .describe("The exact address; the domain and an all-lowercase address match whatever their case."),
  subject: z
    .string()
    .trim()
    .max(100, { message: "件名は100文字以内で入力してください" })
    .refine(isSingleLine, { message: "件名に改行やタブは使えません" })
    .optional()
    .describe("Text the subject contains."),
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, { message: pageMessage })
    .transform(Number)
    .refine((page) => page <= MAIL_LOG_MAX_PAGE, { message: pageMessage })
    .optional(),
});

export type MailLogQuery = z.infer<typeof MailLogQuerySchema>;

export const MailLogItemSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(EMAIL_OUTBOX_STATUSES),
    statusLabel: z.string(),
    attempts: z.number().int(),
    createdAt: z.string().describe("ISO 8601, Japan time."),
    sentAt: z.string().nullable(),
    lastError: z.string().nullable().describe("The last delivery error, cut to 200 characters (the mail's page has it whole)."),
  })
  .meta({ id: "ConsoleMailLogItem" });

export type MailLogItem = z.infer<typeof MailLogItemSchema>;

export const MailLogPageSchema = z.object({
  mails: z.array(MailLogItemSchema),
  page: z.number().int(),
  totalCount: z
    .number()
    .int()
    .describe(`Counted up to ${CONSOLE_COUNT_CAP.toLocaleString("en")}.`),
  isCountCapped: z.boolean().describe("True when there are more than totalCount."),
  totalPages: z.number().int(),
});

export type MailLogPage = z.infer<typeof MailLogPageSchema>;

export const MailDetailSchema = z
  .object({
    mail: MailLogItemSchema.extend({
      lastError: z.string().nullable(),
      nextAttemptAt: z.string().nullable().describe("A pending mail's next try."),
      messageId: z.string().describe("The Message-ID header every attempt carries."),
      hasHtmlPart: z.boolean(),
      hasUnsubscribeHeader: z.boolean(),
      bodyText: z.string().describe("The text part, with the secret of any link in it (token=…) hidden."),
    }),
    inquiryReply: z.object({ inquiryId: z.number().int(), replyId: z.number().int() }).nullable().describe("The inquiry this mail answers, if it is a reply."),
  })
  .meta({ id: "ConsoleMailDetail" });

export type MailDetail = z.infer<typeof MailDetailSchema>;

export const MailIdParamsSchema = z.object({ id: z.string().describe("The outbox row's id.") });

export const MailResendResultSchema = z.object({
  mail: MailLogItemSchema.describe("The mail that will go out: the same row (a failed one, pending again) or its new copy (a sent one)."),
  isCopy: z.boolean(),
});
