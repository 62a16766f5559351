import { z } from "zod";

import { APPLICATION_STATUSES } from "@/db/schema";
import { multiLine, pageParam } from "@/lib/form-fields";
import { JstDateTimeSchema } from "@/features/projects/project-summary.schemas";

import { ChatAttachmentSchema } from "./attachments/chat-attachment.schemas";
import { ChatMeetingSchema } from "./meetings/chat-meeting.schemas";

export const CHAT_MESSAGE_MAX = 5_000;
/** What both sides read in place of a message an operator hid after a report (issue 18). */
export const HIDDEN_MESSAGE_TEXT = "このメッセージは運営により非表示になりました";
const UNREADABLE = "メッセージを読み取れませんでした。ページを再読み込みしてからもう一度お試しください";

/** A send (issue 16): plain text, and the browser's key that makes a retry harmless. */
export const SendMessageBodySchema = z
  .object(
    {
      body: multiLine(CHAT_MESSAGE_MAX, { min: 1 }),
      clientKey: z.string({ message: UNREADABLE }).regex(/^[A-Za-z0-9-]{8,64}$/, { message: UNREADABLE }),
    },
    { message: UNREADABLE },
  )
  .meta({ id: "SendChatMessageBody" });

export const ChatMessageSchema = z
  .object({
    id: z.number().int(),
    body: z.string().describe("Plain text; never rendered as HTML. A hidden message reads 「このメッセージは運営により非表示になりました」."),
    isHidden: z.boolean().describe("An operator hid it after a report (issue 18): its words, file and meeting are gone for both sides."),
    senderName: z.string().nullable().describe("null when the sender's account is gone."),
    isMine: z.boolean(),
    sentAt: JstDateTimeSchema,
    attachment: ChatAttachmentSchema.nullable(),
    meeting: ChatMeetingSchema.nullable().describe("A message that proposes or answers a meeting carries it (its latest state)."),
  })
  .meta({ id: "ChatMessage" });
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The answer to a send: the message, and the guard's polite warning when its words raised one (decision 025). */
export const SentChatMessageSchema = ChatMessageSchema.extend({
  warning: z.string().nullable().describe("Moving to LINE or a personal address, money, identity documents: said to the sender, the message still goes."),
}).meta({ id: "SentChatMessage" });
export type SentChatMessage = z.infer<typeof SentChatMessageSchema>;

export const ChatRoomSummarySchema = z
  .object({
    id: z.number().int(),
    project: z.object({ id: z.number().int(), title: z.string(), path: z.string() }),
    /** The other side: the corporation for a pro, the pro for an orderer. */
    counterpart: z.object({ name: z.string(), imageUrl: z.string().nullable(), path: z.string() }),
    applicationStatusLabel: z.string().nullable(),
    lastMessage: z.object({ excerpt: z.string(), sentAt: JstDateTimeSchema, isMine: z.boolean() }).nullable(),
    unreadCount: z.number().int(),
  })
  .meta({ id: "ChatRoomSummary" });
export type ChatRoomSummary = z.infer<typeof ChatRoomSummarySchema>;

export const ChatRoomsPageSchema = z
  .object({
    items: z.array(ChatRoomSummarySchema),
    projects: z.array(z.object({ id: z.number().int(), title: z.string() })).describe("The projects that have a room, for the filter."),
    page: z.number().int(),
    hasNextPage: z.boolean(),
  })
  .meta({ id: "ChatRoomsPage" });
export type ChatRoomsPage = z.infer<typeof ChatRoomsPageSchema>;

export const ChatRoomsQuerySchema = z.object({
  unread: z.enum(["1"], { message: "絞り込みの指定が正しくありません" }).optional(),
  projectId: z.coerce.number({ message: "案件の指定が正しくありません" }).int().positive().optional(),
  q: z.string().trim().max(50, { message: "50文字以内で入力してください" }).optional(),
  page: pageParam(),
});
export type ChatRoomsQuery = z.infer<typeof ChatRoomsQuerySchema>;

export const ChatRoomDetailSchema = z
  .object({
    room: ChatRoomSummarySchema,
    applicationStatus: z.enum(APPLICATION_STATUSES).nullable(),
    messages: z.array(ChatMessageSchema).describe("Oldest first."),
    hasOlder: z.boolean(),
    /** The other side read up to here: the viewer's messages up to it show 既読. */
    otherSideReadAt: JstDateTimeSchema.nullable(),
  })
  .meta({ id: "ChatRoomDetail" });
export type ChatRoomDetail = z.infer<typeof ChatRoomDetailSchema>;

export const ChatMessagesQuerySchema = z.object({
  before: z.coerce.number({ message: "位置の指定が正しくありません" }).int().positive().optional(),
  after: z.coerce.number({ message: "位置の指定が正しくありません" }).int().positive().optional(),
});
