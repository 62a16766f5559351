import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { CONSOLE_CONTENT_API } from "./console-content.contract";

/** What the browser needs of CONSOLE_CONTENT_API at run time (endpoint.ts says why not the contract itself). */
export const CONSOLE_CONTENT_ENDPOINTS = endpointsOf<typeof CONSOLE_CONTENT_API>()({
  listAnnouncements: { method: "get", path: "/api/v2/admin/announcements" },
  createAnnouncement: { method: "post", path: "/api/v2/admin/announcements" },
  editAnnouncement: { method: "put", path: "/api/v2/admin/announcements/{id}" },
  deleteAnnouncement: { method: "delete", path: "/api/v2/admin/announcements/{id}" },
  listNews: { method: "get", path: "/api/v2/admin/news" },
  createNews: { method: "post", path: "/api/v2/admin/news" },
  editNews: { method: "put", path: "/api/v2/admin/news/{id}" },
  deleteNews: { method: "delete", path: "/api/v2/admin/news/{id}" },
});
