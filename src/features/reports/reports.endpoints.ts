import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { REPORTS_API } from "./reports.contract";

/** What the browser needs of REPORTS_API at run time (endpoint.ts says why not the contract itself). */
export const REPORTS_ENDPOINTS = endpointsOf<typeof REPORTS_API>()({
  create: { method: "post", path: "/api/v2/reports" },
});
