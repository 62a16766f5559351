import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { CONSOLE_PROJECTS_API } from "./console-projects.contract";

export const CONSOLE_PROJECTS_ENDPOINTS = endpointsOf<typeof CONSOLE_PROJECTS_API>()({
  list: { method: "get", path: "/api/v2/admin/projects" },
  close: { method: "post", path: "/api/v2/admin/projects/{id}/closure" },
  edit: { method: "put", path: "/api/v2/admin/projects/{id}" },
});
