import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { ACCOUNT_SESSIONS_API } from "./account-sessions.contract";

/** What the browser needs of ACCOUNT_SESSIONS_API at run time (endpoint.ts says why not the contract itself). */
export const ACCOUNT_SESSIONS_ENDPOINTS = endpointsOf<typeof ACCOUNT_SESSIONS_API>()({
  list: { method: "get", path: "/api/v2/me/sessions" },
  logOutOne: { method: "delete", path: "/api/v2/me/sessions/{sessionId}" },
  logOutOthers: { method: "delete", path: "/api/v2/me/sessions" },
  confirmPassword: { method: "post", path: "/api/v2/me/password_confirmation" },
});
