import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { CHAT_API } from "./chat.contract";

/** What the browser needs of CHAT_API at run time (endpoint.ts says why not the contract itself). */
export const CHAT_ENDPOINTS = endpointsOf<typeof CHAT_API>()({
  rooms: { method: "get", path: "/api/v2/project_chat_rooms" },
  room: { method: "get", path: "/api/v2/project_chat_rooms/{id}" },
  send: { method: "post", path: "/api/v2/project_chat_rooms/{id}/messages" },
  read: { method: "post", path: "/api/v2/project_chat_rooms/{id}/reads" },
  typing: { method: "post", path: "/api/v2/project_chat_rooms/{id}/typing" },
  events: { method: "get", path: "/api/v2/project_chat_rooms/events" },
});
