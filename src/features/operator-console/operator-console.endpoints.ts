import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { OPERATOR_CONSOLE_API } from "./operator-console.contract";

/** What the browser needs of OPERATOR_CONSOLE_API at run time (endpoint.ts says why not the contract itself). */
export const OPERATOR_CONSOLE_ENDPOINTS = endpointsOf<typeof OPERATOR_CONSOLE_API>()({
  confirmPassword: { method: "post", path: "/api/v2/admin/password_confirmation" },
  auditLog: { method: "get", path: "/api/v2/admin/audit_logs" },
  requestQueue: { method: "get", path: "/api/v2/admin/project_requests" },
  requestReview: { method: "get", path: "/api/v2/admin/project_requests/{id}" },
  startRequestReview: { method: "post", path: "/api/v2/admin/project_requests/{id}/review" },
  editRequest: { method: "put", path: "/api/v2/admin/project_requests/{id}" },
  publishRequest: { method: "post", path: "/api/v2/admin/project_requests/{id}/publication" },
  rejectRequest: { method: "post", path: "/api/v2/admin/project_requests/{id}/rejection" },
});
