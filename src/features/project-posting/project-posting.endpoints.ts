import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { PROJECT_POSTING_API } from "./project-posting.contract";

/** What the browser needs of PROJECT_POSTING_API at run time (endpoint.ts says why not the contract itself). */
export const PROJECT_POSTING_ENDPOINTS = endpointsOf<typeof PROJECT_POSTING_API>()({
  saveDraft: { method: "post", path: "/api/v2/project_drafts" },
  draft: { method: "get", path: "/api/v2/project_drafts/{id}" },
  updateDraft: { method: "put", path: "/api/v2/project_drafts/{id}" },
  deleteDraft: { method: "delete", path: "/api/v2/project_drafts/{id}" },
  publishDraft: { method: "post", path: "/api/v2/project_drafts/{id}/publish" },
  publish: { method: "post", path: "/api/v2/projects" },
  form: { method: "get", path: "/api/v2/projects/{id}/form" },
  edit: { method: "put", path: "/api/v2/projects/{id}" },
  close: { method: "post", path: "/api/v2/projects/{id}/close" },
  reopen: { method: "post", path: "/api/v2/projects/{id}/reopen" },
  duplicate: { method: "post", path: "/api/v2/projects/{id}/duplicate" },
  marketCheck: { method: "get", path: "/api/v2/market_check" },
});
