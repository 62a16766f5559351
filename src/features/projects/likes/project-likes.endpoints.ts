import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { PROJECT_LIKES_API } from "./project-likes.contract";

/** What the browser needs of PROJECT_LIKES_API at run time (endpoint.ts says why not the contract itself). */
export const PROJECT_LIKES_ENDPOINTS = endpointsOf<typeof PROJECT_LIKES_API>()({
  like: { method: "post", path: "/api/v2/projects/{id}/project_like" },
  unlike: { method: "delete", path: "/api/v2/projects/{id}/project_like" },
  myLikes: { method: "get", path: "/api/v2/me/project_likes" },
});
