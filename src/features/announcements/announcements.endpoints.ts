import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { ANNOUNCEMENTS_API } from "./announcements.contract";

/** What the browser needs of ANNOUNCEMENTS_API at run time (endpoint.ts says why not the contract itself). */
export const ANNOUNCEMENTS_ENDPOINTS = endpointsOf<typeof ANNOUNCEMENTS_API>()({
  list: { method: "get", path: "/api/v2/announcements" },
  markAllRead: { method: "post", path: "/api/v2/announcement_reads" },
});
