import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { CHAT_MEETINGS_API } from "./chat-meetings.contract";

/** What the browser needs of CHAT_MEETINGS_API at run time (endpoint.ts says why not the contract itself). */
export const CHAT_MEETINGS_ENDPOINTS = endpointsOf<typeof CHAT_MEETINGS_API>()({
  propose: { method: "post", path: "/api/v2/project_chat_rooms/{id}/meetings" },
  answer: { method: "post", path: "/api/v2/project_chat_rooms/{id}/meetings/{meetingId}/answer" },
  ics: { method: "get", path: "/api/v2/project_chat_rooms/{id}/meetings/{meetingId}/meeting.ics" },
});
