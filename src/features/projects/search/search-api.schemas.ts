import { z } from "zod";

import { PROJECT_SEARCH } from "../project-search.definition";

/**
 * The project search's query string, as the OpenAPI document states it: one parameter per condition
 * group of the search's definition (so the two cannot disagree), then the sort and the page. The
 * search's own parser validates them (unknown values: 422 naming the parameter).
 */
function searchQuerySchema() {
  const fields: Record<string, z.ZodType> = {};
  for (const group of Object.values(PROJECT_SEARCH.groups)) {
    const isList = group.parameter.endsWith("[]");
    fields[group.parameter] = (isList ? z.array(z.string()) : z.string()).optional().describe(isList ? `${group.label} (repeat the parameter for several)` : group.label);
  }
  fields[PROJECT_SEARCH.sort.parameter] = z
    .enum(PROJECT_SEARCH.sort.choices.map((c) => c.key) as [string, ...string[]])
    .optional()
    .describe(`${PROJECT_SEARCH.sort.label}: ${PROJECT_SEARCH.sort.choices.map((c) => `${c.key} ${c.name}`).join(", ")} (default 1)`);
  fields[PROJECT_SEARCH.page.parameter] = z
    .string()
    .regex(/^[1-9]\d*$/)
    .optional()
    .describe("The page, from 1.");
  return z.object(fields);
}

export const ProjectSearchQuerySchema = searchQuerySchema();

const MetadataConditionSchema = z.object({
  id: z.number().int(),
  key: z.string().describe("The value to send in the group's parameter."),
  name: z.string(),
  baseUrl: z.string().optional().describe("The condition's landing page, when it has one."),
  searchConditionKeys: z.array(z.string()).optional().describe("An area's prefectures: the keys it stands for."),
  minMan: z.number().int().nullable().optional().describe("A budget band's lower bound (万円 a month)."),
  maxMan: z.number().int().nullable().optional().describe("A budget band's upper bound (万円 a month)."),
});

const FooterLinkGroupSchema = z.object({
  name: z.string(),
  label: z.string(),
  projectList: z.array(z.object({ url: z.string(), text: z.string(), label: z.string() })),
});

/** GET /api/v2/top/project_search_metadata (spec S-SRCH-7, S-SRCH-10, S-500-5). */
export const ProjectSearchMetadataAnswerSchema = z.object({
  groups: z.array(
    z.object({
      group: z.string().describe("The group's wire name (searchProfessionList …; `sort` last)."),
      label: z.string(),
      parameter: z.string().describe("The query parameter that carries the group's conditions."),
      conditions: z.array(MetadataConditionSchema),
    }),
  ),
  footerProjectList: z.array(FooterLinkGroupSchema),
});
