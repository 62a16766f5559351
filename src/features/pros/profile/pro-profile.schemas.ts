import { z } from "zod";

import type { PortfolioLinkKind } from "@/db/schema/pros";
import { JOB_CHANGE_INTENTIONS } from "@/db/schema/user-values";
import { ISO_DATE, listId, multiLine, oneLine, wholeNumber } from "@/lib/form-fields";

// The table's enumeration, repeated so the browser's form does not bundle drizzle; `satisfies` keeps them equal.
export const PORTFOLIO_KINDS = ["github", "site", "article", "other"] as const satisfies readonly PortfolioLinkKind[];
export const PORTFOLIO_KIND_LABELS: Record<PortfolioLinkKind, string> = { github: "GitHub", site: "Webサイト", article: "記事", other: "その他" };

export const PROFILE_LIMITS = {
  headline: 100,
  bio: 2_000,
  professions: 5,
  skills: 30,
  skillYears: 50,
  workHistories: 20,
  historyText: 100,
  historyDescription: 2_000,
  historySkills: 15,
  portfolioLinks: 10,
  linkTitle: 100,
  url: 500,
} as const;

/**
 * The largest body a valid profile makes: ~48,000 characters of text at up to 3 bytes each (bio, 20
 * histories of 2,000 characters, links) and the JSON around them. Above the default 100 KB.
 */
export const PROFILE_MAX_BODY_BYTES = 256_000;

const id = listId;
const YEAR_MONTH = /^(19[5-9]\d|20\d\d)-(0[1-9]|1[0-2])$/;
const yearMonth = z.string({ message: "年月を選んでください" }).regex(YEAR_MONTH, { message: "年月を選んでください" });

export const ProSkillInputSchema = z.object({
  skillId: id("スキルを一覧から選んでください"),
  years: wholeNumber("経験年数", 0, PROFILE_LIMITS.skillYears, "年"),
});

export const WorkHistoryInputSchema = z
  .object({
    companyName: oneLine("会社名", PROFILE_LIMITS.historyText, { required: true }),
    isCompanyNameHidden: z.boolean(),
    projectName: oneLine("案件名", PROFILE_LIMITS.historyText),
    role: oneLine("役割", PROFILE_LIMITS.historyText),
    /** 2021-04: the month the engagement started. */
    startedOn: yearMonth,
    /** null = 現在も継続中. */
    endedOn: yearMonth.nullable(),
    description: multiLine(PROFILE_LIMITS.historyDescription),
    skillIds: z.array(id("スキルを一覧から選んでください")).max(PROFILE_LIMITS.historySkills, { message: `使用技術は${PROFILE_LIMITS.historySkills}個までです` }),
  })
  .refine((h) => h.endedOn === null || h.endedOn >= h.startedOn, { message: "終了年月は開始年月以降にしてください", path: ["endedOn"] });

export const PortfolioLinkInputSchema = z.object({
  kind: z.enum(PORTFOLIO_KINDS, { message: "種類を選んでください" }),
  title: oneLine("タイトル", PROFILE_LIMITS.linkTitle, { required: true }),
  url: z
    .string({ message: "URLを入力してください" })
    .trim()
    .max(PROFILE_LIMITS.url, { message: `URLは${PROFILE_LIMITS.url}文字以内で入力してください` })
    .regex(/^https?:\/\/[^\s/?#]+\.[^\s]+$/i, { message: "http:// または https:// で始まるURLを入力してください" }),
});

/** PUT /api/v2/me/pro_profile and the settings form: the same rules in the browser and on the server. */
export const ProProfileBodySchema = z
  .object({
    headline: oneLine("キャッチコピー", PROFILE_LIMITS.headline, { required: true }),
    bio: multiLine(PROFILE_LIMITS.bio),
    professionIds: z
      .array(id("職種を選んでください"))
      .min(1, { message: "職種を1つ以上選んでください" })
      .max(PROFILE_LIMITS.professions, { message: `職種は${PROFILE_LIMITS.professions}つまで選べます` }),
    skills: z
      .array(ProSkillInputSchema)
      .min(1, { message: "スキルを1つ以上追加してください" })
      .max(PROFILE_LIMITS.skills, { message: `スキルは${PROFILE_LIMITS.skills}個までです` }),
    yearsOfExperience: wholeNumber("実務経験", 0, 60, "年").nullable(),
    /** 万円 per month. */
    desiredMonthlyRateMan: wholeNumber("希望月額", 1, 1_000, "万円").nullable(),
    /** 円 per hour. */
    desiredHourlyRateYen: wholeNumber("希望時給", 500, 100_000, "円").nullable(),
    availableDaysPerWeek: wholeNumber("稼働日数", 1, 5, "日").nullable(),
    availableHoursPerDay: wholeNumber("1日の稼働時間", 1, 12, "時間").nullable(),
    /** 2026-12-01; null = 相談. */
    availableFrom: z.string().regex(ISO_DATE, { message: "日付を選んでください" }).nullable(),
    remoteTypeId: id("リモート希望を選んでください").nullable(),
    prefectureId: id("都道府県を選んでください").nullable(),
    isPublic: z.boolean({ message: "公開設定を選んでください" }),
    workHistories: z.array(WorkHistoryInputSchema).max(PROFILE_LIMITS.workHistories, { message: `職務経歴は${PROFILE_LIMITS.workHistories}件までです` }),
    portfolioLinks: z.array(PortfolioLinkInputSchema).max(PROFILE_LIMITS.portfolioLinks, { message: `ポートフォリオは${PROFILE_LIMITS.portfolioLinks}件までです` }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.skills.forEach((skill, index) => {
      if (seen.has(skill.skillId)) ctx.addIssue({ code: "custom", message: "同じスキルが重複しています", path: ["skills", index, "skillId"] });
      seen.add(skill.skillId);
    });
  })
  .meta({ id: "ProProfileBody" });

export type ProProfileBody = z.infer<typeof ProProfileBodySchema>;
export type ProProfileInput = z.input<typeof ProProfileBodySchema>;

const Named = z.object({ id: z.number().int(), name: z.string() });

/** The public profile as one viewer may see it (GET /api/v2/pros/{id}, /top/pros/{id}). */
export const ProProfileSchema = z
  .object({
    id: z.number().int(),
    /** 「山田 太郎」, or 「山田 T.」 for visitors and other pros (decision 020). */
    displayName: z.string(),
    isNameMasked: z.boolean(),
    profileImageUrl: z.string().nullable(),
    isRealNameVerified: z.boolean(),
    isPublic: z.boolean(),
    headline: z.string(),
    bio: z.string(),
    professions: z.array(Named),
    skills: z.array(Named.extend({ years: z.number().int() })),
    yearsOfExperience: z.number().int().nullable(),
    desiredMonthlyRateMan: z.number().int().nullable(),
    desiredHourlyRateYen: z.number().int().nullable(),
    availableDaysPerWeek: z.number().int().nullable(),
    availableHoursPerDay: z.number().int().nullable(),
    availableFrom: z.string().nullable().describe("2026-12-01; null = 相談"),
    remoteType: Named.nullable(),
    prefecture: Named.nullable(),
    jobChangeIntention: z.enum(JOB_CHANGE_INTENTIONS).nullable(),
    /** 「3日以内にログイン」…; null when longer ago or unknown. */
    lastActiveLabel: z.string().nullable(),
    workHistories: z.array(
      z.object({
        /** null where the viewer may not see it: hidden by the pro (except to the pro) or masked for visitors and other pros. */
        companyName: z.string().nullable(),
        isCompanyNameHidden: z.boolean(),
        projectName: z.string(),
        role: z.string(),
        startedOn: z.string().describe("2021-04"),
        endedOn: z.string().nullable().describe("2023-03; null = 現在"),
        description: z.string(),
        skills: z.array(Named),
      }),
    ),
    portfolioLinks: z.array(z.object({ kind: z.enum(PORTFOLIO_KINDS), title: z.string(), url: z.string() })),
    updatedAt: z.string(),
  })
  .meta({ id: "ProProfile" });

export type ProProfile = z.infer<typeof ProProfileSchema>;

const int = z.number().int();

/**
 * The saved fields in the body's shape, without its rules: a pro who has just signed up has an empty
 * profile, which the editor must still be able to load.
 */
export const ProProfileFieldsSchema = z
  .object({
    headline: z.string(),
    bio: z.string(),
    professionIds: z.array(int),
    skills: z.array(z.object({ skillId: int, years: int })),
    yearsOfExperience: int.nullable(),
    desiredMonthlyRateMan: int.nullable(),
    desiredHourlyRateYen: int.nullable(),
    availableDaysPerWeek: int.nullable(),
    availableHoursPerDay: int.nullable(),
    availableFrom: z.string().nullable(),
    remoteTypeId: int.nullable(),
    prefectureId: int.nullable(),
    isPublic: z.boolean(),
    workHistories: z.array(
      z.object({
        companyName: z.string(),
        isCompanyNameHidden: z.boolean(),
        projectName: z.string(),
        role: z.string(),
        startedOn: z.string(),
        endedOn: z.string().nullable(),
        description: z.string(),
        skillIds: z.array(int),
      }),
    ),
    portfolioLinks: z.array(z.object({ kind: z.enum(PORTFOLIO_KINDS), title: z.string(), url: z.string() })),
  })
  .meta({ id: "ProProfileFields" });

export type ProProfileFields = z.infer<typeof ProProfileFieldsSchema>;

/** GET/PUT /api/v2/me/pro_profile: what the editor fills its form with, and the names its preview shows. */
export const ProProfileEditorSchema = z
  .object({
    userId: z.number().int(),
    profile: ProProfileFieldsSchema,
    owner: z.object({
      lastName: z.string(),
      firstName: z.string(),
      firstNameKana: z.string(),
      profileImageUrl: z.string().nullable(),
      isRealNameVerified: z.boolean(),
      jobChangeIntention: z.enum(JOB_CHANGE_INTENTIONS).nullable(),
    }),
    updatedAt: z.string(),
  })
  .meta({ id: "ProProfileEditor" });

export type ProProfileEditor = z.infer<typeof ProProfileEditorSchema>;
