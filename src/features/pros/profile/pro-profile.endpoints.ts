import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { PRO_PROFILE_API } from "./pro-profile.contract";

/** What the browser needs of PRO_PROFILE_API at run time (endpoint.ts says why not the contract itself). */
export const PRO_PROFILE_ENDPOINTS = endpointsOf<typeof PRO_PROFILE_API>()({
  profile: { method: "get", path: "/api/v2/pros/{id}" },
  myProfile: { method: "get", path: "/api/v2/me/pro_profile" },
  saveMyProfile: { method: "put", path: "/api/v2/me/pro_profile" },
});
