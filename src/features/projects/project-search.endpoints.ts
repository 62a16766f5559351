import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { PROJECT_SEARCH_API } from "./project-search.contract";

/** What the browser needs of PROJECT_SEARCH_API at run time (endpoint.ts says why not the contract itself). */
export const PROJECT_SEARCH_ENDPOINTS = endpointsOf<typeof PROJECT_SEARCH_API>()({
  metadata: { method: "get", path: "/api/v2/top/project_search_metadata" },
  search: { method: "get", path: "/api/v2/top/projects" },
  landing: { method: "get", path: "/api/v2/top/projects/{landing}/{segment}" },
});
