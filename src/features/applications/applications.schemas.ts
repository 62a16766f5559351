import { z } from "zod";

import { APPLICATION_SHARED_SECTIONS, APPLICATION_STATUSES } from "@/db/schema";
import { BUDGET_LIMITS } from "@/features/project-posting/project-form.schemas";
import { isoDate, multiLine, pageParam, wholeNumber } from "@/lib/form-fields";
import { JstDateTimeSchema } from "@/features/projects/project-summary.schemas";

export const APPLY_MESSAGE_LIMITS = { min: 20, max: 2_000 } as const;

/** The unit a pro's asking rate is stated in: the project's own (要相談 is asked by the month). */
export const RATE_UNITS = ["monthly", "hourly", "annual"] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

export const SHARED_SECTION_LABELS = { bio: "自己紹介", work_histories: "職務経歴", portfolio_links: "ポートフォリオ" } as const;

/**
 * The application form (issue 15) for a project whose rate unit is `unit`: the same schema in the
 * browser and on the server, so both say the same thing in Japanese. The unit decides the rate's bounds.
 */
const ANY_RATE = { min: 1, max: 50_000, unit: "", label: "単価" } as const;

export const applyBodySchema = (unit: RateUnit | "any") => {
  const rate = unit === "any" ? ANY_RATE : BUDGET_LIMITS[unit];
  return z.object(
    {
      message: multiLine(APPLY_MESSAGE_LIMITS.max, { min: APPLY_MESSAGE_LIMITS.min }),
      /** The asking rate in the project's unit (月額・年収 万円, 時給 円); null: as the project says. */
      desiredRateAmount: wholeNumber(`希望${rate.label}`, rate.min, rate.max, rate.unit).nullable(),
      /** 稼働開始可能日 (JST); null: 即日・相談. Today or later (checked with the server's clock). */
      startsOn: isoDate().nullable(),
      daysPerWeek: wholeNumber("稼働できる日数", 1, 5, "日").nullable(),
      sharedSections: z
        .array(z.enum(APPLICATION_SHARED_SECTIONS, { message: "共有する項目を一覧から選んでください" }), { message: "共有する項目を一覧から選んでください" })
        .max(APPLICATION_SHARED_SECTIONS.length)
        .refine((list) => new Set(list).size === list.length, { message: "同じ項目が重複しています" }),
    },
    { message: "フォームの内容を読み取れませんでした。ページを再読み込みしてからもう一度お試しください" },
  );
};

/** The contract's body: any unit's bounds; the service checks again with the project's unit. */
export const ApplyBodySchema = applyBodySchema("any").meta({ id: "ApplyBody" });
export type ApplyBody = z.infer<ReturnType<typeof applyBodySchema>>;
export type ApplyInput = z.input<ReturnType<typeof applyBodySchema>>;

/** `{id}` in the path: a project's or an application's, as the route says. */
export const IdParamsSchema = z.object({ id: z.string() });

export const DesiredRateSchema = z
  .object({ unit: z.enum(RATE_UNITS), amount: z.number().int(), label: z.string().describe("「月額 70万円」「時給 5,000円」「年収 800万円」") })
  .meta({ id: "DesiredRate" });

export const ProApplicationSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(APPLICATION_STATUSES),
    statusLabel: z.string().describe("As the pro reads it (「応募済み（返信待ち）」…)."),
    project: z.object({ id: z.number().int(), title: z.string(), path: z.string(), corporationName: z.string(), budgetLabel: z.string(), isClosed: z.boolean() }),
    message: z.string(),
    desiredRate: DesiredRateSchema.nullable(),
    startsOn: z.string().nullable(),
    daysPerWeek: z.number().int().nullable(),
    sharedSections: z.array(z.enum(APPLICATION_SHARED_SECTIONS)),
    createdAt: JstDateTimeSchema,
    statusChangedAt: JstDateTimeSchema,
    isReplyLate: z.boolean().describe("未対応 for 7 days or more: the corporation is late to answer."),
    nextStep: z.string().describe("What the pro should do or expect next."),
    closingMessage: z.string().nullable().describe("The words sent with 見送り or 辞退."),
    chatRoomId: z.number().int().nullable(),
    lastMessage: z
      .object({ excerpt: z.string(), sentAt: JstDateTimeSchema, isFromMe: z.boolean() })
      .nullable()
      .describe("The conversation's newest line, shortened to 60 characters."),
    canWithdraw: z.boolean(),
  })
  .meta({ id: "ProApplication" });
export type ProApplication = z.infer<typeof ProApplicationSchema>;

export const ProApplicationsQuerySchema = z.object({
  group: z.enum(["active", "deals", "ended"], { message: "表示する一覧を選んでください" }).default("active"),
  page: pageParam(),
});

export const ProApplicationsPageSchema = z
  .object({
    items: z.array(ProApplicationSchema),
    counts: z.object({ active: z.number().int(), deals: z.number().int(), ended: z.number().int() }),
    page: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: "ProApplicationsPage" });
export type ProApplicationsPage = z.infer<typeof ProApplicationsPageSchema>;

/** Why the form cannot be sent, when it cannot: the page says it instead of the form. */
export const ApplyRefusalSchema = z
  .object({
    code: z.enum(["closed", "own_corporation", "already_applied", "shielded", "profile_incomplete", "not_pro", "email_not_verified"]),
    message: z.string(),
  })
  .meta({ id: "ApplyRefusal" });
export type ApplyRefusal = z.infer<typeof ApplyRefusalSchema>;

export const ApplyFormContextSchema = z
  .object({
    project: z.object({
      id: z.number().int(),
      title: z.string(),
      path: z.string(),
      corporationName: z.string(),
      budgetLabel: z.string(),
      availableTimeLabel: z.string(),
    }),
    rateUnit: z.enum(RATE_UNITS),
    refusal: ApplyRefusalSchema.nullable(),
    /** Profile parts still missing for an application (「見出し」「スキル」). */
    missingProfileParts: z.array(z.string()),
    existingApplicationId: z.number().int().nullable(),
    defaults: z.object({ desiredRateAmount: z.number().int().nullable(), daysPerWeek: z.number().int().nullable(), startsOn: z.string().nullable() }),
    /** Which optional parts the pro's profile has, so the form offers only those. */
    availableSections: z.array(z.enum(APPLICATION_SHARED_SECTIONS)),
  })
  .meta({ id: "ApplyFormContext" });
export type ApplyFormContext = z.infer<typeof ApplyFormContextSchema>;

export const WITHDRAW_REASON_MAX = 500;

export const WithdrawBodySchema = z
  .object({ reason: multiLine(WITHDRAW_REASON_MAX).nullable() }, { message: "フォームの内容を読み取れませんでした。ページを再読み込みしてからもう一度お試しください" })
  .meta({ id: "WithdrawApplicationBody" });
