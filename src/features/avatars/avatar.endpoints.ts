import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { AVATAR_API } from "./avatar.contract";

/** What the browser needs of AVATAR_API at run time (endpoint.ts says why not the contract itself). */
export const AVATAR_ENDPOINTS = endpointsOf<typeof AVATAR_API>()({
  upload: { method: "post", path: "/api/v2/me/avatar" },
  remove: { method: "delete", path: "/api/v2/me/avatar" },
});
