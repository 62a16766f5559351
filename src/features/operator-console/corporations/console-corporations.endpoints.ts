import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { CONSOLE_CORPORATIONS_API } from "./console-corporations.contract";

export const CONSOLE_CORPORATIONS_ENDPOINTS = endpointsOf<typeof CONSOLE_CORPORATIONS_API>()({
  list: { method: "get", path: "/api/v2/admin/corporations" },
  get: { method: "get", path: "/api/v2/admin/corporations/{id}" },
  changeContract: { method: "put", path: "/api/v2/admin/corporations/{id}/contract" },
});
