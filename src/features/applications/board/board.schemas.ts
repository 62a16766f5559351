import { z } from "zod";

import { APPLICATION_STATUSES } from "@/db/schema";
import { JstDateTimeSchema } from "@/features/projects/project-summary.schemas";
import { multiLine, pageParam } from "@/lib/form-fields";

export const BOARD_COLUMN_SIZE = 30;

export const BoardQuerySchema = z.object({
  projectId: z.coerce.number({ message: "案件を一覧から選んでください" }).int().positive({ message: "案件を一覧から選んでください" }).optional(),
  assigneeId: z.coerce.number({ message: "担当者を一覧から選んでください" }).int().positive({ message: "担当者を一覧から選んでください" }).optional(),
  q: z.string().trim().max(50, { message: "名前は50文字以内で入力してください" }).optional(),
  status: z.enum(APPLICATION_STATUSES, { message: "列を選んでください" }).optional(),
  page: pageParam(),
});
export type BoardQuery = z.infer<typeof BoardQuerySchema>;

export const BoardCardSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(APPLICATION_STATUSES),
    pro: z.object({ userId: z.number().int(), name: z.string(), headline: z.string(), profilePath: z.string(), imageUrl: z.string().nullable() }),
    project: z.object({ id: z.number().int(), title: z.string() }),
    messageExcerpt: z.string(),
    desiredRateLabel: z.string().nullable(),
    daysPerWeek: z.number().int().nullable(),
    startsOn: z.string().nullable(),
    assignee: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
    createdAt: JstDateTimeSchema,
    statusChangedAt: JstDateTimeSchema,
    daysWaiting: z.number().int().describe("Whole days 未対応 (0 for other columns)."),
    isReplyLate: z.boolean(),
    moves: z.array(z.enum(APPLICATION_STATUSES)).describe("The columns this card may move to."),
    matchChips: z
      .array(z.object({ kind: z.enum(["skill", "rate", "days", "place", "intention"]), tone: z.enum(["good", "warn", "info"]), label: z.string() }))
      .describe("Why the applicant fits or not: skills had and lacked, rate vs budget, days, place, job-change intention."),
  })
  .meta({ id: "BoardCard" });
export type BoardCard = z.infer<typeof BoardCardSchema>;

export const BoardColumnSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES),
    label: z.string(),
    count: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
    cards: z.array(BoardCardSchema),
  })
  .meta({ id: "BoardColumn" });
export type BoardColumn = z.infer<typeof BoardColumnSchema>;

export const ApplicantBoardSchema = z
  .object({
    columns: z.array(BoardColumnSchema),
    projects: z.array(z.object({ id: z.number().int(), title: z.string() })).describe("The corporation's projects that have applicants, for the filter."),
    members: z.array(z.object({ userId: z.number().int(), name: z.string() })).describe("The corporation's members, for the assignee filter and choice."),
  })
  .meta({ id: "ApplicantBoard" });
export type ApplicantBoard = z.infer<typeof ApplicantBoardSchema>;

export const MoveApplicationBodySchema = z
  .object(
    {
      to: z.enum(APPLICATION_STATUSES, { message: "移動先の列を選んでください" }),
      /** The words sent to the pro with 見送り (the board's polite template, edited). */
      message: multiLine(1_000).nullable().optional(),
    },
    { message: "フォームの内容を読み取れませんでした。ページを再読み込みしてからもう一度お試しください" },
  )
  .meta({ id: "MoveApplicationBody" });

export const ApplicationEventSchema = z
  .object({
    toStatus: z.enum(APPLICATION_STATUSES),
    fromStatus: z.enum(APPLICATION_STATUSES).nullable(),
    label: z.string().describe("「未対応 → 商談調整中」"),
    actorName: z.string().describe("Who moved it; 「かけはし（自動）」 for the system."),
    note: z.string().nullable(),
    at: JstDateTimeSchema,
  })
  .meta({ id: "ApplicationEvent" });

export const MovedApplicationSchema = z.object({ card: BoardCardSchema, timeline: z.array(ApplicationEventSchema) }).meta({ id: "MovedApplication" });
export type MovedApplication = z.infer<typeof MovedApplicationSchema>;

export const AssigneeBodySchema = z
  .object(
    { userId: z.number({ message: "担当者を一覧から選んでください" }).int().positive({ message: "担当者を一覧から選んでください" }).nullable() },
    {
      message: "フォームの内容を読み取れませんでした。ページを再読み込みしてからもう一度お試しください",
    },
  )
  .meta({ id: "AssigneeBody" });

export const BULK_DECLINE_MAX = 100;

export const BulkDeclineBodySchema = z
  .object(
    {
      ids: z
        .array(z.number().int().positive(), { message: "見送る応募者を選んでください" })
        .min(1, { message: "見送る応募者を選んでください" })
        .max(BULK_DECLINE_MAX, { message: `一度に見送れるのは${BULK_DECLINE_MAX}人までです` }),
      message: multiLine(1_000, { min: 1 }),
    },
    { message: "フォームの内容を読み取れませんでした。ページを再読み込みしてからもう一度お試しください" },
  )
  .meta({ id: "BulkDeclineBody" });

export const BulkDeclineResultSchema = z
  .object({
    declined: z.array(z.number().int()).describe("The applications now 見送り."),
    skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })).describe("The ones left as they were, with why (already ended, or not found)."),
  })
  .meta({ id: "BulkDeclineResult" });
export type BulkDeclineResult = z.infer<typeof BulkDeclineResultSchema>;
