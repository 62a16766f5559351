import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { ORDER_PROJECTS_API } from "./order-projects.contract";

/** What the browser needs of ORDER_PROJECTS_API at run time (endpoint.ts says why not the contract itself). */
export const ORDER_PROJECTS_ENDPOINTS = endpointsOf<typeof ORDER_PROJECTS_API>()({
  list: { method: "get", path: "/api/v2/current_corporation/projects" },
});
