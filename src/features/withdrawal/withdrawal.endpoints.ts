import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { WITHDRAWAL_API } from "./withdrawal.contract";

/** What the browser needs of WITHDRAWAL_API at run time (endpoint.ts says why not the contract itself). */
export const WITHDRAWAL_ENDPOINTS = endpointsOf<typeof WITHDRAWAL_API>()({
  withdraw: { method: "post", path: "/api/v2/me/withdrawal" },
});
