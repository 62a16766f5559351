import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";

import { SentChatMessageSchema } from "../chat.schemas";
import { ATTACHMENT_KINDS } from "./chat-attachment-rules";

const TAGS = ["Messages"] as const;
const ACCESS =
  "Only the room's members: the pro, and the members of the corporation the orderer works in now. Anyone else's room is 404; an account that is neither is 403.";

/** Files sent in a conversation (issue 16): PDF, pictures and Office documents, downloaded only by the room's members. */
export const CHAT_ATTACHMENT_API = {
  upload: defineRoute({
    operationId: "sendChatAttachment",
    method: "post",
    path: "/api/v2/project_chat_rooms/{id}/attachments",
    pathPatterns: { id: "[0-9]+" },
    summary: "Send a file as a message (PDF, PNG/JPEG/WebP/GIF, .docx/.xlsx/.pptx; up to 10 MB)",
    description: `The body is the file itself (not a form), at most 10 MB (10,485,760 bytes; 413 while the body streams); its name and the browser's \`clientKey\` are query parameters. The type is read from the bytes (the Content-Type and the name are not trusted): anything but a PDF, a PNG, JPEG, WebP or GIF picture or a .docx, .xlsx or .pptx document — legacy .doc/.xls/.ppt, macro-enabled documents, HTML, text, programs — is 422, as is an empty file or a name that is longer than 200 characters or holds control characters; nothing is stored. Pictures are re-encoded without metadata (EXIF, GPS). The name keeps its last path part only, and gets the content's extension when it ends otherwise. Idempotent by \`clientKey\` (shared with text messages): a retry answers the first message and stores nothing. 403 until the e-mail address is verified. At most 30 files an hour and 100 a day per account, retries included (429 with Retry-After). ${ACCESS}`,
    tags: TAGS,
    access: "member",
    request: {
      params: z.object({ id: z.string() }),
      query: z.object({
        fileName: z.string().describe("The file's name as chosen (e.g. `見積書.pdf`), URL-encoded."),
        clientKey: z.string().describe("The browser's key for this send, 8–64 of `A-Z a-z 0-9 -`."),
      }),
      binaryBody: { mediaTypes: [...Object.keys(ATTACHMENT_KINDS), "application/octet-stream"], description: "The file." },
    },
    responses: { 201: { description: "The message with its attachment (its body is empty).", schema: SentChatMessageSchema } },
    errors: [403, 404, 422, 429],
  }),
  download: defineRoute({
    operationId: "downloadChatAttachment",
    method: "get",
    path: "/api/v2/project_chat_rooms/{id}/attachments/{attachmentId}",
    pathPatterns: { id: "[0-9]+", attachmentId: "[0-9]+" },
    summary: "Download a file sent in a conversation",
    description: `Always a download, never shown inline from our origin: \`Content-Disposition: attachment\` with the name (RFC 5987 \`filename*\`, and an ASCII \`filename\`), the type read from the content at upload, \`nosniff\` and a policy that allows nothing. ${ACCESS} Another room's attachment is 404 too.`,
    tags: TAGS,
    access: "member",
    request: { params: z.object({ id: z.string(), attachmentId: z.string() }) },
    responses: {
      200: {
        description: "The file.",
        headers: {
          "Content-Type": "The type read from the content at upload (e.g. `application/pdf`).",
          "Content-Disposition": "Always `attachment`: e.g. `attachment; filename=\"attachment.pdf\"; filename*=UTF-8''%E8%A6%8B%E7%A9%8D%E6%9B%B8.pdf` for 見積書.pdf.",
          "X-Content-Type-Options": "`nosniff`",
          "Cache-Control": "`private, no-store`",
          "Content-Security-Policy": "`default-src 'none'; frame-ancestors 'none'; sandbox`",
        },
      },
    },
    errors: [403, 404],
  }),
};
