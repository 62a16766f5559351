import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { ME_API } from "./me.contract";

/** What the browser needs of ME_API at run time (endpoint.ts says why not the contract itself). */
export const ME_ENDPOINTS = endpointsOf<typeof ME_API>()({
  me: { method: "get", path: "/api/v2/me" },
  changeJobChangeIntention: { method: "patch", path: "/api/v2/me/pro_info/intention_changing_job" },
  changeName: { method: "patch", path: "/api/v2/me/name" },
});
