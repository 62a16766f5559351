import { defineRoute } from "@/platform/api-contract/route-declaration";
import { searchQuerySchemaOf } from "@/platform/search/search-query.schemas";

import { ProSearchAnswerSchema } from "./pro-search-answer.schemas";
import { PRO_SEARCH } from "./pro-search.definition";

const TAGS = ["Pros"] as const;

/** The public pro search (issue 13). */
export const PRO_SEARCH_API = {
  search: defineRoute({
    operationId: "searchPros",
    method: "get",
    path: "/api/v2/top/pros",
    summary: "One page of pros for the search conditions",
    description:
      "Recently updated profiles first by default; 20 a page. Only pros the caller may see are listed or counted (employer shields, private profiles: decision 020); names are masked for visitors and pros. Skills match when the pro has all of them. An unknown condition value answers 422 naming the parameter; parameters that do not start with `search_pro[`, `page` or `sort` are ignored.",
    tags: TAGS,
    access: "public",
    request: { query: searchQuerySchemaOf(PRO_SEARCH) },
    responses: { 200: { description: "The page, with its totals and page links.", schema: ProSearchAnswerSchema } },
    errors: [422],
  }),
};
