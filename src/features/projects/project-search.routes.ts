import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { AppError } from "@/platform/errors";
import { isLandingPrefix } from "@/platform/search/search-location";
import { toWireMetadata } from "@/platform/search/search-metadata";

import { getFooterProjectList } from "./footer-project-list";
import { PROJECT_SEARCH_API } from "./project-search.contract";
import { PROJECT_SEARCH } from "./project-search.definition";
import { toProjectSearchAnswer } from "./search/project-search-answer";
import { getSearchMetadata, searchLandingProjects, searchProjects } from "./search/search-projects.service";

/** Reference data changes only with a deploy; five minutes of browser caching is safe. */
const METADATA_CACHE_CONTROL = "public, max-age=300";

export const projectSearchRoutes = serveContract(PROJECT_SEARCH_API, {
  // GET /api/v2/top/project_search_metadata – every search condition group with its conditions and
  // landing URLs (spec S-SRCH-7, S-SRCH-10), and the footer's link groups (footerProjectList, S-500-5)
  metadata: async (c) => {
    const [metadata, footerProjectList] = await Promise.all([getSearchMetadata(c.var.deps.db), getFooterProjectList(c.var.deps.db)]);
    c.header("Cache-Control", METADATA_CACHE_CONTROL);
    return reply(c, PROJECT_SEARCH_API.metadata, 200, { ...toWireMetadata(PROJECT_SEARCH, metadata), footerProjectList });
  },
  // GET /api/v2/top/projects – one page of projects for the search conditions in the query string
  // (spec S-SRCH-2, S-SRCH-6); unknown condition values answer 422 naming the parameter
  search: async (c) => {
    const params = new URL(c.req.url).searchParams;
    return reply(c, PROJECT_SEARCH_API.search, 200, toProjectSearchAnswer(await searchProjects(c.var.deps.db, params, c.var.actor)));
  },
  // GET /api/v2/top/projects/{landing}/{segment} – a landing page's search, e.g.
  // required_skills/TypeScript: the path's condition merged with the caller's query (spec S-SRCH-8)
  landing: async (c) => {
    const landing = c.req.param("landing") ?? "";
    if (!isLandingPrefix(PROJECT_SEARCH, landing)) throw new AppError("not_found");
    const params = new URL(c.req.url).searchParams;
    const target = { prefix: landing, segment: c.req.param("segment") ?? "" };
    return reply(c, PROJECT_SEARCH_API.landing, 200, toProjectSearchAnswer(await searchLandingProjects(c.var.deps.db, target, params, c.var.actor)));
  },
});
