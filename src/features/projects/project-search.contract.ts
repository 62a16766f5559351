import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { ProjectSearchAnswerSchema } from "./search/project-search-answer.schemas";
import { ProjectSearchMetadataAnswerSchema, ProjectSearchQuerySchema } from "./search/search-api.schemas";

const TAGS = ["Projects"] as const;

/** The public project search (spec S-SRCH-*; docs/api.md; decision 013 for the answer's names). */
export const PROJECT_SEARCH_API = {
  metadata: defineRoute({
    operationId: "getProjectSearchMetadata",
    method: "get",
    path: "/api/v2/top/project_search_metadata",
    summary: "Every search condition with its choices and landing URLs, and the footer's link groups",
    tags: TAGS,
    access: "public",
    responses: { 200: { description: "The choices, in display order (cacheable for five minutes).", schema: ProjectSearchMetadataAnswerSchema } },
    errors: [],
  }),
  search: defineRoute({
    operationId: "searchProjects",
    method: "get",
    path: "/api/v2/top/projects",
    summary: "One page of projects for the search conditions",
    description:
      "Open projects come before closed ones; 40 a page. An unknown condition value answers 422 naming the parameter; parameters that do not start with `search_project`, `page` or `sort` are ignored.",
    tags: TAGS,
    access: "public",
    request: { query: ProjectSearchQuerySchema },
    responses: { 200: { description: "The page, with its totals and page links.", schema: ProjectSearchAnswerSchema } },
    errors: [422],
  }),
  landing: defineRoute({
    operationId: "searchLandingProjects",
    method: "get",
    path: "/api/v2/top/projects/{landing}/{segment}",
    summary: "A landing page's search, e.g. required_skills/TypeScript",
    description: "The path's condition merged with the query's (spec S-SRCH-8).",
    tags: TAGS,
    access: "public",
    request: {
      params: z.object({
        landing: z.enum(["professions", "required_skills", "remote_types", "tags", "special_projects_pages"]).describe("The kind of landing page."),
        segment: z.string().describe("The condition: an id, or a skill's name, a remote type's key, a special page's key."),
      }),
      query: ProjectSearchQuerySchema,
    },
    responses: { 200: { description: "The page, as the search answers it.", schema: ProjectSearchAnswerSchema } },
    errors: [404, 422],
  }),
};
