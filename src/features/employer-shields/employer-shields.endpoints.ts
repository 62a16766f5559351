import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { EMPLOYER_SHIELDS_API } from "./employer-shields.contract";

/** What the browser needs of EMPLOYER_SHIELDS_API at run time (endpoint.ts says why not the contract itself). */
export const EMPLOYER_SHIELDS_ENDPOINTS = endpointsOf<typeof EMPLOYER_SHIELDS_API>()({
  list: { method: "get", path: "/api/v2/me/employer_shields" },
  candidates: { method: "get", path: "/api/v2/me/employer_shields/corporation_candidates" },
  add: { method: "post", path: "/api/v2/me/employer_shields" },
  remove: { method: "delete", path: "/api/v2/me/employer_shields/{id}" },
});
