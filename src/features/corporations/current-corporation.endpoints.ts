import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { CURRENT_CORPORATION_API } from "./current-corporation.contract";

/** What the browser needs of CURRENT_CORPORATION_API at run time (endpoint.ts says why not the contract itself). */
export const CURRENT_CORPORATION_ENDPOINTS = endpointsOf<typeof CURRENT_CORPORATION_API>()({
  switch: { method: "patch", path: "/api/v2/current_corporations/{id}" },
});
