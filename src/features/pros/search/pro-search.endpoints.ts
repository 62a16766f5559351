import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { PRO_SEARCH_API } from "./pro-search.contract";

/** What the browser needs of PRO_SEARCH_API at run time (endpoint.ts says why not the contract itself). */
export const PRO_SEARCH_ENDPOINTS = endpointsOf<typeof PRO_SEARCH_API>()({
  search: { method: "get", path: "/api/v2/top/pros" },
});
