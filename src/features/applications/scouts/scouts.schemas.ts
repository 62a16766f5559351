import { z } from "zod";

import { PLANS, SCOUT_DECLINE_REASONS, SCOUT_GUARD_FLAGS, SCOUT_STATUSES } from "@/db/schema";
import { listId, multiLine, pageParam } from "@/lib/form-fields";
import { JstDateTimeSchema } from "@/features/projects/project-summary.schemas";

import { SCOUT_MESSAGE_MAX, SCOUT_MESSAGE_MIN } from "./scout-rules";

const UNREADABLE = "フォームの内容を読み取れませんでした。ページを再読み込みしてからもう一度お試しください";

/** The scout form (issue 15): one schema in the browser and on the server. */
export const ScoutDraftSchema = z
  .object(
    {
      projectId: listId("スカウトする案件を選んでください"),
      message: multiLine(SCOUT_MESSAGE_MAX, { min: SCOUT_MESSAGE_MIN }),
    },
    { message: UNREADABLE },
  )
  .meta({ id: "ScoutDraft" });
export type ScoutDraft = z.infer<typeof ScoutDraftSchema>;

export const SendScoutBodySchema = ScoutDraftSchema.extend({
  /** The sender saw the guard's warnings and sends anyway; without it a warned scout is 409. */
  confirmWarnings: z.boolean({ message: UNREADABLE }).default(false),
}).meta({ id: "SendScoutBody" });

export const ScoutQuotaSchema = z
  .object({
    plan: z.enum(PLANS),
    planName: z.string(),
    limit: z.number().int(),
    used: z.number().int(),
    remaining: z.number().int(),
    resetsOn: z.string().describe("The JST day the count starts again (YYYY-MM-DD, the 1st of next month)."),
  })
  .meta({ id: "ScoutQuota" });
export type ScoutQuota = z.infer<typeof ScoutQuotaSchema>;

export const ScoutWarningSchema = z.object({ code: z.enum(SCOUT_GUARD_FLAGS), message: z.string() }).meta({ id: "ScoutWarning" });
export type ScoutWarning = z.infer<typeof ScoutWarningSchema>;

export const ScoutCheckSchema = z.object({ warnings: z.array(ScoutWarningSchema), quota: ScoutQuotaSchema }).meta({ id: "ScoutCheck" });
export type ScoutCheck = z.infer<typeof ScoutCheckSchema>;

export const ScoutRefusalSchema = z
  .object({ code: z.enum(["quota_exhausted", "no_open_projects", "email_not_verified", "own_member"]), message: z.string() })
  .meta({ id: "ScoutRefusal" });
export type ScoutRefusal = z.infer<typeof ScoutRefusalSchema>;

export const ScoutFormContextSchema = z
  .object({
    pro: z.object({ id: z.number().int(), name: z.string(), headline: z.string(), path: z.string(), conditions: z.array(z.string()) }),
    projects: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        budgetLabel: z.string(),
        remoteTypeLabel: z.string(),
        isReached: z.boolean().describe("Already scouted for it, or the pro applied: it cannot be chosen."),
      }),
    ),
    quota: ScoutQuotaSchema,
    refusal: ScoutRefusalSchema.nullable(),
  })
  .meta({ id: "ScoutFormContext" });
export type ScoutFormContext = z.infer<typeof ScoutFormContextSchema>;

const ScoutProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  path: z.string(),
  corporationName: z.string(),
  budgetLabel: z.string(),
  remoteTypeLabel: z.string(),
  isClosed: z.boolean(),
});

const ScoutCommonShape = {
  id: z.number().int(),
  status: z.enum(SCOUT_STATUSES),
  statusLabel: z.string(),
  project: ScoutProjectSchema,
  message: z.string(),
  declineReasonLabel: z.string().nullable(),
  answerMessage: z.string().nullable(),
  sentAt: JstDateTimeSchema,
  answeredAt: JstDateTimeSchema.nullable(),
  applicationId: z.number().int().nullable(),
};

/** A scout as the corporation's list shows it. */
export const SentScoutSchema = z
  .object({
    ...ScoutCommonShape,
    pro: z.object({ id: z.number().int(), name: z.string(), path: z.string() }),
    senderName: z.string().nullable(),
    warnings: z.array(z.string()).describe("What the guard flagged when it was sent."),
  })
  .meta({ id: "SentScout" });
export type SentScout = z.infer<typeof SentScoutSchema>;

const ScoutStatusCountsSchema = z.object({ all: z.number().int(), sent: z.number().int(), accepted: z.number().int(), declined: z.number().int() });

export const SentScoutsPageSchema = z
  .object({ items: z.array(SentScoutSchema), counts: ScoutStatusCountsSchema, quota: ScoutQuotaSchema, page: z.number().int(), totalPages: z.number().int() })
  .meta({ id: "SentScoutsPage" });
export type SentScoutsPage = z.infer<typeof SentScoutsPageSchema>;

export const SentScoutsQuerySchema = z.object({
  status: z.enum(SCOUT_STATUSES, { message: "表示する状態を選んでください" }).optional(),
  page: pageParam(),
});

/** A scout as the pro's list shows it. */
export const ProScoutSchema = z
  .object({
    ...ScoutCommonShape,
    matchesConditions: z.boolean().describe("Respects the pro's stated rate and remote wishes: shown first as 「条件に合うスカウト」."),
    differences: z.array(z.string()).describe("Where it does not fit what the pro asked for, or was sent as a template."),
  })
  .meta({ id: "ProScout" });
export type ProScout = z.infer<typeof ProScoutSchema>;

export const ProScoutsPageSchema = z
  .object({ items: z.array(ProScoutSchema), counts: ScoutStatusCountsSchema, page: z.number().int(), totalPages: z.number().int() })
  .meta({ id: "ProScoutsPage" });
export type ProScoutsPage = z.infer<typeof ProScoutsPageSchema>;

export const SCOUT_ANSWER_MAX = 1_000;

export const AcceptScoutBodySchema = z.object({ message: multiLine(SCOUT_ANSWER_MAX) }, { message: UNREADABLE }).meta({ id: "AcceptScoutBody" });

export const DeclineScoutBodySchema = z
  .object({ reason: z.enum(SCOUT_DECLINE_REASONS, { message: "辞退の理由を選んでください" }), message: multiLine(SCOUT_ANSWER_MAX) }, { message: UNREADABLE })
  .meta({ id: "DeclineScoutBody" });
export type DeclineScoutBody = z.infer<typeof DeclineScoutBodySchema>;

export const PageQuerySchema = z.object({ page: pageParam() });
