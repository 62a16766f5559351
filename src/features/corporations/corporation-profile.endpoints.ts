import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { CORPORATION_PROFILE_API } from "./corporation-profile.contract";

/** What the browser needs of CORPORATION_PROFILE_API at run time (endpoint.ts says why not the contract itself). */
export const CORPORATION_PROFILE_ENDPOINTS = endpointsOf<typeof CORPORATION_PROFILE_API>()({
  corporation: { method: "get", path: "/api/v2/corporations/{id}" },
  current: { method: "get", path: "/api/v2/current_corporation" },
  save: { method: "put", path: "/api/v2/current_corporation" },
  uploadLogo: { method: "post", path: "/api/v2/current_corporation/logo" },
  removeLogo: { method: "delete", path: "/api/v2/current_corporation/logo" },
});
