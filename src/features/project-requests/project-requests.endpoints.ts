import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { PROJECT_REQUESTS_API } from "./project-requests.contract";

/** What the browser needs of PROJECT_REQUESTS_API at run time (endpoint.ts says why not the contract itself). */
export const PROJECT_REQUESTS_ENDPOINTS = endpointsOf<typeof PROJECT_REQUESTS_API>()({
  submit: { method: "post", path: "/api/v2/project_requests" },
  get: { method: "get", path: "/api/v2/project_requests/{id}" },
  resubmit: { method: "put", path: "/api/v2/project_requests/{id}" },
  withdraw: { method: "delete", path: "/api/v2/project_requests/{id}" },
});
