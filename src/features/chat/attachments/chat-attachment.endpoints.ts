import { endpointsOf } from "@/platform/api-contract/endpoint";

import type { CHAT_ATTACHMENT_API } from "./chat-attachment.contract";

/** What the browser needs of CHAT_ATTACHMENT_API at run time (endpoint.ts says why not the contract itself). */
export const CHAT_ATTACHMENT_ENDPOINTS = endpointsOf<typeof CHAT_ATTACHMENT_API>()({
  upload: { method: "post", path: "/api/v2/project_chat_rooms/{id}/attachments" },
  download: { method: "get", path: "/api/v2/project_chat_rooms/{id}/attachments/{attachmentId}" },
});
