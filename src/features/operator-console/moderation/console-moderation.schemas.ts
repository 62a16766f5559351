import { z } from "zod";

import { PROJECT_CLOSE_REASONS, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from "@/db/schema";
import { multiLine } from "@/lib/form-fields";

export const REPORTS_PER_PAGE = 30;
/** Past this many, the queue says 「10,000件以上」 rather than counting every report. */
export const REPORT_COUNT_CAP = 10_000;
export const DECISION_NOTE_MAX = 2_000;

/** The queue's tabs: 未対応 (oldest first), 対応済み, 却下 (newest first). */
export const REPORT_TABS = { open: "未対応", decided: "対応済み", dismissed: "却下" } as const;

export const ModerationQueueQuerySchema = z.object({
  tab: z.enum(REPORT_STATUSES, { message: "表示する一覧が正しくありません" }).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, { message: "ページ番号は1〜9999の整数で指定してください" })
    .transform(Number)
    .optional(),
});
export type ModerationQueueQuery = z.infer<typeof ModerationQueueQuerySchema>;

const TargetRefSchema = z.object({
  type: z.enum(REPORT_TARGET_TYPES),
  typeLabel: z.string().describe("メッセージ / プロフィール / 案件"),
  id: z.number().int(),
});

/** Who reported: a person (their name) or the chat guard (自動検知). */
const SourceSchema = z.object({
  kind: z.enum(["user", "guard"]),
  label: z.string().describe("ユーザーの通報 / 自動検知"),
  reporter: z.object({ id: z.number().int(), name: z.string() }).nullable().describe("null for the chat guard, and when the reporter's account is gone."),
});

export const ModerationQueueItemSchema = z
  .object({
    id: z.number().int(),
    receivedAt: z.string().describe("ISO 8601, Japan time."),
    source: SourceSchema,
    target: TargetRefSchema.extend({
      excerpt: z.string().describe("The message's words, the profile's headline or the project's title, shortened; 「（削除済み）」 when it is gone."),
    }),
    reason: z.enum(REPORT_REASONS),
    reasonLabel: z.string(),
    status: z.enum(REPORT_STATUSES),
    openReportsOfTarget: z.number().int().describe("Open reports of the same target, this one included."),
  })
  .meta({ id: "ConsoleReportQueueItem" });
export type ModerationQueueItem = z.infer<typeof ModerationQueueItemSchema>;

export const ModerationQueuePageSchema = z.object({
  reports: z.array(ModerationQueueItemSchema),
  tab: z.enum(REPORT_STATUSES),
  page: z.number().int(),
  totalCount: z
    .number()
    .int()
    .describe(`Counted up to ${REPORT_COUNT_CAP.toLocaleString("en-US")}; more reads as ${REPORT_COUNT_CAP + 1}.`),
  totalPages: z.number().int(),
});
export type ModerationQueuePage = z.infer<typeof ModerationQueuePageSchema>;

const ReportEntrySchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  source: SourceSchema,
  reason: z.enum(REPORT_REASONS),
  reasonLabel: z.string(),
  details: z.string().describe("The reporter's words, or the guard's flags in Japanese."),
  status: z.enum(REPORT_STATUSES),
  statusLabel: z.string(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decisionNote: z.string().nullable(),
});

const LineSchema = z.object({ id: z.number().int(), senderName: z.string(), sentAt: z.string(), body: z.string(), isHidden: z.boolean() });

const MessageTargetSchema = z.object({
  type: z.literal("message"),
  message: LineSchema.extend({ senderUserId: z.number().int().nullable() }).nullable().describe("null when the message is gone (its room was deleted)."),
  room: z
    .object({
      id: z.number().int(),
      project: z.object({ id: z.number().int(), title: z.string() }),
      corporation: z.object({ id: z.number().int(), name: z.string() }),
      pro: z.object({ id: z.number().int(), name: z.string() }),
    })
    .nullable(),
  previous: z.array(LineSchema).describe("The 5 messages before it in its room, oldest first."),
});

const ProfileTargetSchema = z.object({
  type: z.literal("profile"),
  profile: z
    .object({ userId: z.number().int(), name: z.string(), email: z.string(), headline: z.string(), bio: z.string(), isPublic: z.boolean(), isActive: z.boolean() })
    .nullable(),
});

const ProjectTargetSchema = z.object({
  type: z.literal("project"),
  project: z
    .object({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      status: z.enum(["open", "closed"]),
      closeReason: z.enum(PROJECT_CLOSE_REASONS).nullable(),
      corporation: z.object({ id: z.number().int(), name: z.string() }),
      operatorNote: z.string().nullable(),
    })
    .nullable(),
});

export const ModerationTargetSchema = z.discriminatedUnion("type", [MessageTargetSchema, ProfileTargetSchema, ProjectTargetSchema]);
export type ModerationTarget = z.infer<typeof ModerationTargetSchema>;

/** One report as its page shows it: the target whole, every report on it, and what may be done. */
export const ModerationReportSchema = z
  .object({
    report: ReportEntrySchema,
    target: TargetRefSchema.extend({ excerpt: z.string() }),
    detail: ModerationTargetSchema,
    reportsOfTarget: z.array(ReportEntrySchema).describe("Every report on the same target, oldest first."),
    openReportsOfTarget: z.number().int(),
    measures: z.array(z.enum(["none", "hide_message", "make_profile_private", "close_project"])).describe("What 対応する may do to this target now."),
  })
  .meta({ id: "ConsoleReport" });
export type ModerationReport = z.infer<typeof ModerationReportSchema>;

/** A decision's measure, by target: a message is hidden, a profile made private, a project's listing ended — or nothing. */
export const MODERATION_MEASURES = ["none", "hide_message", "make_profile_private", "close_project"] as const;
export type ModerationMeasure = (typeof MODERATION_MEASURES)[number];

export const DecideReportBodySchema = z
  .object({
    measure: z.enum(MODERATION_MEASURES, { message: "措置を選んでください" }),
    note: multiLine(DECISION_NOTE_MAX, { min: 1 }).describe("What was done and why (1–2,000 characters); a closed project's corporation reads it."),
  })
  .meta({ id: "DecideReportBody" });
export type DecideReportBody = z.infer<typeof DecideReportBodySchema>;

export const DismissReportBodySchema = z
  .object({ note: multiLine(DECISION_NOTE_MAX).optional().describe("Why nothing needs doing (optional).") })
  .meta({ id: "DismissReportBody" });
export type DismissReportBody = z.infer<typeof DismissReportBodySchema>;

export const ReportIdParamsSchema = z.object({ id: z.string().describe("The report's id.") });

export const ReportDecisionSchema = z.object({
  status: z.enum(["decided", "dismissed"]),
  measure: z.enum(MODERATION_MEASURES).nullable(),
  closedReportIds: z.array(z.number().int()).describe("Every open report of the target, now closed."),
});
export type ReportDecision = z.infer<typeof ReportDecisionSchema>;
