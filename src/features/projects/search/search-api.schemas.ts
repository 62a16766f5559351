import { z } from "zod";

import { searchQuerySchemaOf } from "@/platform/search/search-query.schemas";

import { PROJECT_SEARCH } from "../project-search.definition";

/** The project search's query string, one parameter per group of its definition. */
export const ProjectSearchQuerySchema = searchQuerySchemaOf(PROJECT_SEARCH);

const MetadataConditionSchema = z.object({
  id: z.number().int(),
  key: z.string().describe("The value to send in the group's parameter."),
  name: z.string(),
  baseUrl: z.string().optional().describe("The condition's landing page, when it has one."),
  searchConditionKeys: z.array(z.string()).optional().describe("An area's prefectures: the keys it stands for."),
  minMan: z.number().int().nullable().optional().describe("A budget band's lower bound (万円 a month)."),
  maxMan: z.number().int().nullable().optional().describe("A budget band's upper bound (万円 a month)."),
  needsFreeWord: z.boolean().optional().describe("A sort offered only with a free word (おすすめ順); without one it reads as 新着順."),
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
