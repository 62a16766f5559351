import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { CONSOLE_MODERATION_API } from "./console-moderation.contract";

/** What the browser needs of CONSOLE_MODERATION_API at run time (endpoint.ts says why not the contract itself). */
export const CONSOLE_MODERATION_ENDPOINTS = endpointsOf<typeof CONSOLE_MODERATION_API>()({
  reportQueue: { method: "get", path: "/api/v2/admin/reports" },
  report: { method: "get", path: "/api/v2/admin/reports/{id}" },
  decideReport: { method: "post", path: "/api/v2/admin/reports/{id}/decision" },
  dismissReport: { method: "post", path: "/api/v2/admin/reports/{id}/dismissal" },
});
