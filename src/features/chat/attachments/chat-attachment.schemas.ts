import { z } from "zod";

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
