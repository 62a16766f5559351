import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { PASSWORD_RESET_API } from "./password-reset.contract";

/** What the browser needs of PASSWORD_RESET_API at run time (endpoint.ts says why not the contract itself). */
export const PASSWORD_RESET_ENDPOINTS = endpointsOf<typeof PASSWORD_RESET_API>()({
  request: { method: "post", path: "/api/v2/password_resets" },
  complete: { method: "post", path: "/api/v2/password_resets/complete" },
});
