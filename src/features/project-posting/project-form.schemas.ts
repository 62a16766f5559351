import { z } from "zod";

import { CONTRACT_TYPE_ID } from "@/db/seed/reference/conditions";
import { isoDate, listId, multiLine, oneLine, wholeNumber } from "@/lib/form-fields";
import { jstDayOf } from "@/lib/jst-day";
import type { FieldIssue } from "@/platform/errors";

/**
 * The posting form (spec S-BAR-8, issue 14): one schema for the browser's form, a paid plan's draft
 * and publish, and a free plan's project request, so every path says the same thing in Japanese and
 * nothing reaches the database that the form would have refused.
 */

export const PROJECT_FORM_LIMITS = {
  title: { min: 5, max: 80 },
  description: { min: 50, max: 10_000 },
  professions: 3,
  skills: 10,
  tags: 10,
  screeningSteps: 6,
  screeningStepText: 40,
} as const;

/**
 * Sane bounds per budget unit: 月額 and 年収 in 万円, 時給 in 円. Outside them is a typo (an extra
 * zero, 円 typed for 万円), not an offer.
 */
export const BUDGET_LIMITS = {
  monthly: { min: 1, max: 500, unit: "万円", label: "月額" },
  hourly: { min: 1_000, max: 50_000, unit: "円", label: "時給" },
  annual: { min: 100, max: 5_000, unit: "万円", label: "年収" },
} as const;

/** 年収 is how 正社員 and 契約社員 offers are stated; outsourcing is paid by the month or the hour. */
export const ANNUAL_BUDGET_CONTRACT_TYPE_IDS: readonly number[] = [CONTRACT_TYPE_ID.fulltime, CONTRACT_TYPE_ID.fixedTerm];

/** The screening steps offered as one-click choices; the orderer may type others. */
export const SCREENING_STEP_SUGGESTIONS = ["書類選考", "カジュアル面談", "面談（1回）", "面談（2回）", "技術課題", "トライアル稼働", "契約"] as const;

const amount = (unit: keyof typeof BUDGET_LIMITS) => {
  const { min, max, unit: yen, label } = BUDGET_LIMITS[unit];
  return wholeNumber(label, min, max, yen).nullable();
};

const budgetRange = <U extends keyof typeof BUDGET_LIMITS>(unit: U) => z.object({ unit: z.literal(unit), min: amount(unit), max: amount(unit) });

/** 要相談 is a budget too: neither bound stated. A stated unit needs at least one bound. */
export const ProjectBudgetSchema = z
  .discriminatedUnion("unit", [budgetRange("monthly"), budgetRange("hourly"), budgetRange("annual"), z.object({ unit: z.literal("negotiable") })], {
    message: "予算の種類を選んでください",
  })
  .superRefine((budget, ctx) => {
    if (budget.unit === "negotiable") return;
    if (budget.min === null && budget.max === null)
      ctx.addIssue({ code: "custom", message: "下限か上限のどちらかを入力してください（未定なら「要相談」を選んでください）", path: ["min"] });
    if (budget.min !== null && budget.max !== null && budget.min > budget.max) ctx.addIssue({ code: "custom", message: "上限は下限以上にしてください", path: ["max"] });
  });

export type ProjectBudget = z.infer<typeof ProjectBudgetSchema>;

const ids = (label: string, max: number, { min = 0 } = {}) =>
  z
    .array(listId(`${label}を一覧から選んでください`), { message: `${label}を一覧から選んでください` })
    .min(min, { message: `${label}を${min}つ以上選んでください` })
    .max(max, { message: `${label}は${max}個まで選べます` })
    .refine((list) => new Set(list).size === list.length, { message: `同じ${label}が重複しています` });

/** Said when the body is not a form at all (null, a list, text): only a hand-made request sends one. */
const NOT_A_FORM = { message: "フォームの内容を読み取れませんでした。ページを再読み込みしてからもう一度お試しください" };

/** The posting form's largest payload (10,000 characters of description in UTF-8) with room to spare. */
export const PROJECT_FORM_MAX_BYTES = 200_000;

export const ProjectFormSchema = z
  .object(
    {
      title: oneLine("タイトル", PROJECT_FORM_LIMITS.title.max, { required: true, min: PROJECT_FORM_LIMITS.title.min }),
      /** Plain text; line breaks are kept and links made clickable on display, never HTML. */
      description: multiLine(PROJECT_FORM_LIMITS.description.max, { min: PROJECT_FORM_LIMITS.description.min }),
      professionIds: ids("職種", PROJECT_FORM_LIMITS.professions, { min: 1 }),
      requiredSkillIds: ids("必須スキル", PROJECT_FORM_LIMITS.skills),
      welcomeSkillIds: ids("歓迎スキル", PROJECT_FORM_LIMITS.skills),
      budget: ProjectBudgetSchema,
      availableTimeId: listId("稼働日数を選んでください"),
      /** The least hours per week; null = as the available time says. */
      minHoursPerWeek: wholeNumber("最低稼働時間", 1, 60, "時間").nullable(),
      remoteTypeId: listId("リモートの可否を選んでください"),
      /** null = anywhere (fully remote). */
      prefectureId: listId("都道府県を選んでください").nullable(),
      contractTypeId: listId("契約形態を選んでください"),
      tagIds: ids("特徴タグ", PROJECT_FORM_LIMITS.tags),
      openings: wholeNumber("募集人数", 1, 99, "人"),
      /** 稼働開始日; null = 即日・相談. */
      startsOn: isoDate().nullable(),
      /** 応募締切日 (JST); null = until filled. "After today" needs a clock: projectFormSchemaAt. */
      applicationClosesOn: isoDate().nullable(),
      screeningSteps: z
        .array(oneLine("選考ステップ", PROJECT_FORM_LIMITS.screeningStepText, { required: true }), { message: "選考ステップを入力してください" })
        .max(PROJECT_FORM_LIMITS.screeningSteps, { message: `選考ステップは${PROJECT_FORM_LIMITS.screeningSteps}つまでです` }),
    },
    NOT_A_FORM,
  )
  .superRefine((form, ctx) => {
    const required = new Set(form.requiredSkillIds);
    form.welcomeSkillIds.forEach((id, index) => {
      if (required.has(id)) ctx.addIssue({ code: "custom", message: "必須スキルに入っているスキルです", path: ["welcomeSkillIds", index] });
    });
    const isAnnualContract = ANNUAL_BUDGET_CONTRACT_TYPE_IDS.includes(form.contractTypeId);
    if (form.budget.unit === "annual" && !isAnnualContract) ctx.addIssue({ code: "custom", message: "年収は正社員・契約社員の募集で選べます", path: ["budget", "unit"] });
    if (isAnnualContract && (form.budget.unit === "monthly" || form.budget.unit === "hourly")) {
      ctx.addIssue({ code: "custom", message: "正社員・契約社員の募集は年収で入力してください", path: ["budget", "unit"] });
    }
  })
  .meta({ id: "ProjectForm" });

const CLOSE_DATE_MESSAGE = "応募締切日は明日以降の日付にしてください";

/** A 応募締切日 that is today or past in JST at `now`: the server's injected clock, the browser's own. */
const closesTooSoon = (form: { applicationClosesOn: string | null }, now: Date) => form.applicationClosesOn !== null && form.applicationClosesOn <= jstDayOf(now);

/** The close-date rule as a field issue, for a form that was parsed earlier (the request routes parse with the contract's schema). */
export function applicationCloseIssues(form: { applicationClosesOn: string | null }, now: Date): FieldIssue[] {
  return closesTooSoon(form, now) ? [{ path: "applicationClosesOn", message: CLOSE_DATE_MESSAGE }] : [];
}

/** ProjectFormSchema with the rules that depend on the day: what a publish, an edit and the browser's check use. */
export const projectFormSchemaAt = (now: Date) =>
  ProjectFormSchema.superRefine((form, ctx) => {
    if (closesTooSoon(form, now)) ctx.addIssue({ code: "custom", message: CLOSE_DATE_MESSAGE, path: ["applicationClosesOn"] });
  });

/** What the server stores and publishes (trimmed, validated). */
export type ProjectForm = z.infer<typeof ProjectFormSchema>;
/** What the browser's form holds and sends. */
export type ProjectFormInput = z.input<typeof ProjectFormSchema>;

/**
 * A draft may be saved half-written: every field in the form's shape, without its rules (a draft
 * still refuses control characters and absurd sizes through the body limit and parseJsonBody).
 */
export const ProjectDraftFieldsSchema = z
  .object({
    title: z.string().max(200),
    description: z.string().max(20_000),
    professionIds: z.array(z.number().int()).max(20),
    requiredSkillIds: z.array(z.number().int()).max(50),
    welcomeSkillIds: z.array(z.number().int()).max(50),
    budget: z.object({
      unit: z.enum(["monthly", "hourly", "annual", "negotiable"]),
      min: z.number().int().nullable().optional(),
      max: z.number().int().nullable().optional(),
    }),
    availableTimeId: z.number().int().nullable(),
    minHoursPerWeek: z.number().int().nullable(),
    remoteTypeId: z.number().int().nullable(),
    prefectureId: z.number().int().nullable(),
    contractTypeId: z.number().int().nullable(),
    tagIds: z.array(z.number().int()).max(50),
    openings: z.number().int().nullable(),
    startsOn: z.string().max(10).nullable(),
    applicationClosesOn: z.string().max(10).nullable(),
    screeningSteps: z.array(z.string().max(100)).max(20),
  })
  .partial()
  .meta({ id: "ProjectDraftFields" });

export type ProjectDraftFields = z.infer<typeof ProjectDraftFieldsSchema>;

/** The monthly equivalent in 万円 that search, sort and the market check compare (decision 022): 160 h a month, 12 months a year. */
export const HOURS_PER_MONTH = 160;
export function monthlyEquivalentMan(unit: "monthly" | "hourly" | "annual", amount: number | null): number | null {
  if (amount === null) return null;
  if (unit === "monthly") return amount;
  if (unit === "hourly") return Math.round((amount * HOURS_PER_MONTH) / 10_000);
  return Math.round(amount / 12);
}
