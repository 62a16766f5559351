import { z } from "zod";

import { EMAIL_OUTBOX_STATUSES } from "@/db/schema/platform";
import { INQUIRY_STATUSES } from "@/db/schema/contact";
import { hasControlCharacters } from "@/lib/control-characters";

import { CONSOLE_COUNT_CAP } from "../console-capped-count";
import { INQUIRY_REPLY_MAX, INQUIRY_STATUS_LABELS } from "./inquiry-labels";

export { INQUIRY_REPLY_MAX, INQUIRY_STATUS_LABELS };

export const INQUIRIES_PER_PAGE = 50;
export const INQUIRY_MAX_PAGE = Math.ceil(CONSOLE_COUNT_CAP / INQUIRIES_PER_PAGE);

/** The inbox's tabs, in the order of the work: what nobody has touched first. */
export const INQUIRY_TABS = ["new", "in_progress", "done", "all"] as const;
export type InquiryTab = (typeof INQUIRY_TABS)[number];
export const INQUIRY_TAB_LABELS: Record<InquiryTab, string> = { ...INQUIRY_STATUS_LABELS, all: "すべて" };

const pageMessage = "ページ番号が正しくありません";

/** GET /api/v2/admin/inquiries and /admin/inquiries. */
export const InquiryInboxQuerySchema = z.object({
  tab: z.enum(INQUIRY_TABS, { message: "表示する一覧が正しくありません" }).optional().describe("new (default), in_progress, done or all."),
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, { message: pageMessage })
    .transform(Number)
    .refine((page) => page <= INQUIRY_MAX_PAGE, { message: pageMessage })
    .optional(),
});

export type InquiryInboxQuery = z.infer<typeof InquiryInboxQuerySchema>;

const inquiryStatus = z.enum(INQUIRY_STATUSES);

export const InquiryListItemSchema = z
  .object({
    id: z.number().int().describe("Also the 受付番号 the acknowledgement mail gave the sender."),
    status: inquiryStatus,
    statusLabel: z.string(),
    category: z.string(),
    categoryLabel: z.string(),
    name: z.string(),
    companyName: z.string().nullable(),
    email: z.string(),
    firstLine: z.string().describe("The first line of the message, cut to 100 characters."),
    receivedAt: z.string().describe("ISO 8601, Japan time."),
  })
  .meta({ id: "ConsoleInquiryListItem" });

export type InquiryListItem = z.infer<typeof InquiryListItemSchema>;

export const InquiryInboxPageSchema = z.object({
  inquiries: z.array(InquiryListItemSchema),
  page: z.number().int(),
  totalCount: z
    .number()
    .int()
    .describe(`Counted up to ${CONSOLE_COUNT_CAP.toLocaleString("en")}.`),
  isCountCapped: z.boolean(),
  totalPages: z.number().int(),
});

export type InquiryInboxPage = z.infer<typeof InquiryInboxPageSchema>;

export const InquiryReplySchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    operator: z.object({ id: z.number().int().nullable(), name: z.string() }),
    body: z.string(),
    mail: z
      .object({ id: z.number().int(), status: z.enum(EMAIL_OUTBOX_STATUSES), statusLabel: z.string(), sentAt: z.string().nullable(), lastError: z.string().nullable() })
      .nullable()
      .describe("The outbox row that carries the reply (null once the mail log no longer has it)."),
  })
  .meta({ id: "ConsoleInquiryReply" });

export type InquiryReply = z.infer<typeof InquiryReplySchema>;

export const InquirySummarySchema = z.object({ id: z.number().int(), status: inquiryStatus, statusLabel: z.string(), statusChangedAt: z.string().nullable() });

export const InquiryDetailSchema = z
  .object({
    inquiry: InquiryListItemSchema.omit({ firstLine: true }).extend({
      body: z.string().describe("The whole message as the sender typed it (plain text)."),
      statusChangedAt: z.string().nullable(),
      userId: z.number().int().nullable().describe("The account the sender was signed in with, if any."),
    }),
    replies: z.array(InquiryReplySchema).describe("Oldest first."),
  })
  .meta({ id: "ConsoleInquiry" });

export type InquiryDetail = z.infer<typeof InquiryDetailSchema>;

export const InquiryIdParamsSchema = z.object({ id: z.string().describe("The inquiry's id (its 受付番号).") });

export const InquiryStatusBodySchema = z.object({ status: z.enum(INQUIRY_STATUSES, { message: "状態を選んでください" }) });

const replyLength = (text: string) => Array.from(text).length;

/** The answer mailed to the sender: plain text, line breaks kept, 1–10,000 characters. */
export const InquiryReplyBodySchema = z.object({
  body: z
    .string({ message: "回答を入力してください" })
    .refine((text) => !hasControlCharacters(text), { message: "制御文字（NUL など）は入力できません" })
    // Blank lines and spaces at the ends are paste noise; the lines inside are the writer's layout.
    .transform((text) => text.replace(/\r\n?/g, "\n").replace(/^\s*\n|\s+$/g, ""))
    .refine((text) => replyLength(text) >= 1, { message: "回答を入力してください" })
    .refine((text) => replyLength(text) <= INQUIRY_REPLY_MAX, { message: `回答は${INQUIRY_REPLY_MAX.toLocaleString("ja-JP")}文字以内で入力してください` })
    .describe(`The answer (1–${INQUIRY_REPLY_MAX} characters, plain text).`),
});

export const InquiryReplyResultSchema = z.object({ reply: InquiryReplySchema, inquiry: InquirySummarySchema });
