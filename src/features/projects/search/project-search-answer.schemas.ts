import { z } from "zod";

import { ProjectSummarySchema } from "../project-summary.schemas";

export const PageUrlSchema = z
  .object({
    name: z.string().describe('The page number as text: "1", "2" …'),
    url: z.string().describe("The page's path and query on this site (/top/projects?page=2 …)."),
  })
  .describe("One page of the search, as job-aggregator tools walk them.");

export const WireSearchConditionSchema = z
  .object({
    group: z.string().describe("The condition's group under its API name (searchSkillList, searchAreaList …)."),
    key: z.string().describe("The value as the query parameter writes it."),
    value: z.string().describe("The value as the search reads it."),
  })
  .describe("A chosen search condition.");

/** What a search that found nothing suggests instead (issue 17, decision 027). */
export const ZeroResultHintsSchema = z
  .object({
    didYouMean: z
      .array(
        z.object({
          word: z.string().describe("A word the search knows (a catalog name or a reading of one), e.g. React for リアクトゥ."),
          href: z.string().describe("The same search with this word in place of the free word."),
        }),
      )
      .max(3)
      .describe("「もしかして: React」: near names from the search dictionary, best first; empty when none is near."),
    withoutCondition: z
      .array(
        z.object({
          label: z.string().describe("The condition as the page names it: 「東京都」, 「フリーワード「Elixir」」."),
          count: z.number().int().nonnegative().describe("How many would match without this condition, exact up to 1,000."),
          isCountCapped: z.boolean().describe("True when more than 1,000 would match."),
          href: z.string().describe("The same search without this condition."),
        }),
      )
      .describe("「東京都を外すと 34件」: each chosen condition with what the search would find without it, only those that find something."),
  })
  .describe("Ways out of an empty result.");

export type ZeroResultHints = z.infer<typeof ZeroResultHintsSchema>;

/** GET /api/v2/top/projects and the landing searches (docs/api.md; decision 013 for the names). */
export const ProjectSearchAnswerSchema = z
  .object({
    projectList: z.array(ProjectSummarySchema).describe("The page's projects, open ones before closed ones."),
    pageUrlList: z.array(PageUrlSchema).describe("Every page of the search, first to last."),
    totalCount: z.number().int().nonnegative().describe("Matching projects, exact up to 1,000 (see isTotalCapped)."),
    isTotalCapped: z.boolean().describe("True when more than 1,000 projects match: totalCount then reads 1,000 and pages stop at 50."),
    page: z.number().int().positive().describe("This page's number."),
    perPage: z.number().int().positive().describe("Projects per page."),
    totalPages: z.number().int().nonnegative().describe("How many pages the search has."),
    sort: z.number().int().describe("1 newest, 2 budget, 3 popular, 4 relevance (おすすめ順: title and skill matches first; with a free word only, otherwise newest)."),
    conditions: z.array(WireSearchConditionSchema).describe("The conditions the search used."),
    href: z.string().describe("This page's own URL on the site."),
    links: z
      .object({
        first: z.string().describe("The first page."),
        prev: z.string().nullable().describe("The previous page; null on the first."),
        next: z.string().nullable().describe("The next page; null on the last."),
        last: z.string().describe("The last page."),
      })
      .describe("The search's first, previous, next and last pages (every page: pageUrlList)."),
    zeroResultHints: ZeroResultHintsSchema.nullable().describe("Only when nothing matched: what to try instead; null otherwise."),
  })
  .describe("One page of a project search.");

export type ProjectSearchAnswer = z.infer<typeof ProjectSearchAnswerSchema>;
