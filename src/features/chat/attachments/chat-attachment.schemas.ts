import { z } from "zod";

import { cleanAttachmentName } from "./chat-attachment-rules";

/** A file sent in a room (issue 16): what the thread shows of it. Downloaded only by the room's members. */
export const ChatAttachmentSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    contentType: z.string().describe("Read from the content, not the browser's claim."),
    byteSize: z.number().int(),
    downloadPath: z.string().describe("Always answered as a download (Content-Disposition: attachment)."),
  })
  .meta({ id: "ChatAttachment" });
export type ChatAttachment = z.infer<typeof ChatAttachmentSchema>;

const UNREADABLE = "ファイルを読み取れませんでした。ページを再読み込みしてからもう一度お試しください";

/** The upload's query (the body is the file itself): its name as chosen, and the browser's key that makes a retry harmless. */
export const AttachmentUploadQuerySchema = z.object({
  fileName: z.string({ message: "ファイル名を指定してください" }).transform((raw, ctx) => {
    const checked = cleanAttachmentName(raw);
    if (checked.ok) return checked.name;
    ctx.addIssue({ code: "custom", message: checked.message });
    return z.NEVER;
  }),
  // The same key as a text message's (chat.schemas.ts): one namespace per sender and room.
  clientKey: z.string({ message: UNREADABLE }).regex(/^[A-Za-z0-9-]{8,64}$/, { message: UNREADABLE }),
});
export type AttachmentUploadQuery = z.infer<typeof AttachmentUploadQuerySchema>;
