import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { DATA_EXPORT_API } from "./data-export.contract";

/** What the browser needs of DATA_EXPORT_API at run time (endpoint.ts says why not the contract itself). */
export const DATA_EXPORT_ENDPOINTS = endpointsOf<typeof DATA_EXPORT_API>()({
  list: { method: "get", path: "/api/v2/me/data_exports" },
  request: { method: "post", path: "/api/v2/me/data_exports" },
  download: { method: "get", path: "/api/v2/me/data_exports/{id}/download" },
});
