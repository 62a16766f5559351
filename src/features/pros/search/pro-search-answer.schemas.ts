import { z } from "zod";

import { JOB_CHANGE_INTENTIONS } from "@/db/schema/user-values";
import { LabeledSchema } from "@/features/projects/project-summary.schemas";
import { PageUrlSchema, WireSearchConditionSchema, ZeroResultHintsSchema } from "@/features/projects/search/project-search-answer.schemas";

/** How many of a pro's skills a card shows, in the pro's own order. */
export const CARD_SKILL_COUNT = 5;

export const ProCardSchema = z
  .object({
    id: z.number().int().positive().describe("The pro's user id: the profile is /top/pros/{id}."),
    displayName: z.string().describe("「山田 太郎」 for orderers, operators and the pro; 「山田 T.」 for visitors and other pros (decision 020)."),
    avatarUrl: z.string().nullable().describe("The pro's picture (the 96 px file of an upload); null when there is none."),
    headline: z.string().describe("The pro's one-line introduction."),
    skills: z.array(LabeledSchema).max(CARD_SKILL_COUNT).describe(`Up to ${CARD_SKILL_COUNT} skills, in the pro's order.`),
    monthlyRateMan: z.number().int().nullable().describe("Desired monthly rate in 万円; null when not stated."),
    hourlyRateYen: z.number().int().nullable().describe("Desired hourly rate in 円; null when not stated."),
    availableDaysPerWeek: z.number().int().nullable().describe("Days a week the pro can work; null when not stated."),
    remoteTypeLabel: z.string().nullable().describe("Remote preference (フルリモート …); null when not stated."),
    prefectureName: z.string().nullable().describe("Where the pro lives (都道府県); null when not stated."),
    jobChangeIntention: z.enum(JOB_CHANGE_INTENTIONS).nullable().describe("none, considering (転職を検討中) or active (転職活動中); null when not answered."),
    isRealNameVerified: z.boolean().describe("True when the pro's identity was verified (本人確認済)."),
    lastActiveLabel: z.string().nullable().describe("「3日以内にログイン」, 「1週間以内にログイン」, 「1か月以内にログイン」, or null."),
  })
  .describe("A pro as a search result card shows them.");

export type ProCard = z.infer<typeof ProCardSchema>;

/** GET /api/v2/top/pros: one page of a pro search, shaped like the project search's answer. */
export const ProSearchAnswerSchema = z
  .object({
    proList: z.array(ProCardSchema).describe("The page's pros."),
    pageUrlList: z.array(PageUrlSchema).describe("Every page of the search, first to last."),
    totalCount: z.number().int().nonnegative().describe("Matching pros the caller may see, exact up to 1,000 (see isTotalCapped)."),
    isTotalCapped: z.boolean().describe("True when more than 1,000 pros match: totalCount then reads 1,000 and pages stop at 50."),
    page: z.number().int().positive().describe("This page's number."),
    perPage: z.number().int().positive().describe("Pros per page."),
    totalPages: z.number().int().nonnegative().describe("How many pages the search has."),
    sort: z
      .number()
      .int()
      .describe(
        "1 recently updated, 2 last login, 3 rate low to high, 4 rate high to low, 5 relevance (おすすめ順: headline and skill matches first; with a free word only).",
      ),
    conditions: z.array(WireSearchConditionSchema).describe("The conditions the search used."),
    href: z.string().describe("This page's own URL on the site."),
    links: z
      .object({
        first: z.string(),
        prev: z.string().nullable(),
        next: z.string().nullable(),
        last: z.string(),
      })
      .describe("The search's first, previous, next and last pages."),
    zeroResultHints: ZeroResultHintsSchema.nullable().describe("Only when nothing matched: what to try instead; null otherwise."),
  })
  .describe("One page of a pro search.");

export type ProSearchAnswer = z.infer<typeof ProSearchAnswerSchema>;
