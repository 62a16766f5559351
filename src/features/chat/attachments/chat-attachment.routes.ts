import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseWith, pathIdOr404, readBinaryBody } from "@/platform/validation";

import { ROOM_NOT_FOUND } from "../chat-rooms.service";
import { chatSendLimitsOf } from "../chat-send-limits";
import { attachmentDownloadHeaders } from "./attachment-download-headers";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE_MESSAGE } from "./chat-attachment-rules";
import { CHAT_ATTACHMENT_API } from "./chat-attachment.contract";
import { AttachmentUploadQuerySchema } from "./chat-attachment.schemas";
import { ATTACHMENT_NOT_FOUND, getChatAttachmentFile, sendChatAttachment } from "./chat-attachment.service";

export const chatAttachmentRoutes = serveContract(CHAT_ATTACHMENT_API, {
  // POST /api/v2/project_chat_rooms/{id}/attachments – a file from its raw bytes, as a message of its own
  upload: async (c) => {
    const id = pathIdOr404(c.req.param("id"), ROOM_NOT_FOUND);
    const query = parseWith(AttachmentUploadQuerySchema, { fileName: c.req.query("fileName"), clientKey: c.req.query("clientKey") });
    const { db, uploads, now } = c.var.deps;
    // The body is read by the service, once the room is known to be the sender's.
    const readFile = () => readBinaryBody(c, ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE_MESSAGE);
    const limits = chatSendLimitsOf(c.var.deps).attachments;
    return reply(c, CHAT_ATTACHMENT_API.upload, 201, await sendChatAttachment({ db, uploads }, c.var.actor, id, { ...query, readFile }, now(), limits));
  },
  // GET /api/v2/project_chat_rooms/{id}/attachments/{attachmentId} – the file, as a download, for the room's members
  download: async (c) => {
    const roomId = pathIdOr404(c.req.param("id"), ROOM_NOT_FOUND);
    const attachmentId = pathIdOr404(c.req.param("attachmentId"), ATTACHMENT_NOT_FOUND);
    const file = await getChatAttachmentFile(c.var.deps, c.var.actor, roomId, attachmentId);
    const headers = attachmentDownloadHeaders({ ...file, byteSize: file.bytes.byteLength });
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, headers);
  },
});
