import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { CONSOLE_USERS_API } from "./console-users.contract";

/** What the browser needs of CONSOLE_USERS_API at run time (endpoint.ts says why not the contract itself). */
export const CONSOLE_USERS_ENDPOINTS = endpointsOf<typeof CONSOLE_USERS_API>()({
  list: { method: "get", path: "/api/v2/admin/users" },
  detail: { method: "get", path: "/api/v2/admin/users/{id}" },
  verifyRealName: { method: "post", path: "/api/v2/admin/users/{id}/real_name_verification" },
  unverifyRealName: { method: "delete", path: "/api/v2/admin/users/{id}/real_name_verification" },
  suspend: { method: "post", path: "/api/v2/admin/users/{id}/suspension" },
  unsuspend: { method: "delete", path: "/api/v2/admin/users/{id}/suspension" },
  requirePasswordReset: { method: "post", path: "/api/v2/admin/users/{id}/password_reset_requirement" },
  endSessions: { method: "post", path: "/api/v2/admin/users/{id}/session_termination" },
  removeTwoFactor: { method: "post", path: "/api/v2/admin/users/{id}/two_factor_removal" },
  endAllSessions: { method: "post", path: "/api/v2/admin/session_termination" },
});
