import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { SCOUTS_API } from "./scouts.contract";

/** What the browser needs of SCOUTS_API at run time (endpoint.ts says why not the contract itself). */
export const SCOUTS_ENDPOINTS = endpointsOf<typeof SCOUTS_API>()({
  form: { method: "get", path: "/api/v2/pros/{id}/scout_form" },
  check: { method: "post", path: "/api/v2/pros/{id}/scout_checks" },
  send: { method: "post", path: "/api/v2/pros/{id}/scouts" },
  sent: { method: "get", path: "/api/v2/current_corporation/scouts" },
  mine: { method: "get", path: "/api/v2/me/scouts" },
  accept: { method: "post", path: "/api/v2/me/scouts/{id}/acceptance" },
  decline: { method: "post", path: "/api/v2/me/scouts/{id}/declination" },
});
