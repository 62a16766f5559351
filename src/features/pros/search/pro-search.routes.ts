import { reply, serveContract } from "@/platform/api-contract/serve-contract";

import { toProSearchAnswer } from "./pro-search-answer";
import { PRO_SEARCH_API } from "./pro-search.contract";
import { searchPros } from "./search-pros.service";

export const proSearchRoutes = serveContract(PRO_SEARCH_API, {
  // GET /api/v2/top/pros – one page of the pros the caller may see for the search conditions in the
  // query string (issue 13); unknown condition values answer 422 naming the parameter
  search: async (c) => {
    const params = new URL(c.req.url).searchParams;
    return reply(c, PRO_SEARCH_API.search, 200, toProSearchAnswer(await searchPros(c.var.deps.db, params, c.var.actor, c.var.deps.now())));
  },
});
