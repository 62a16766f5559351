import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { APPLICATIONS_API } from "./applications.contract";

/** What the browser needs of APPLICATIONS_API at run time (endpoint.ts says why not the contract itself). */
export const APPLICATIONS_ENDPOINTS = endpointsOf<typeof APPLICATIONS_API>()({
  form: { method: "get", path: "/api/v2/projects/{id}/application_form" },
  apply: { method: "post", path: "/api/v2/projects/{id}/applications" },
  mine: { method: "get", path: "/api/v2/me/applications" },
  withdraw: { method: "post", path: "/api/v2/me/applications/{id}/withdrawal" },
});
