import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { applications } from "./applications";
import { timestamps } from "./columns";
import { corporations } from "./corporations";
import { projects } from "./projects";
import { users } from "./users";

/** One conversation between a corporation and a pro about a project. */
export const chatRooms = pgTable(
  "chat_rooms",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    corporationId: integer("corporation_id")
      .notNull()
      .references(() => corporations.id, { onDelete: "cascade" }),
    proUserId: integer("pro_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "set null" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("chat_rooms_project_id_pro_user_id_idx").on(t.projectId, t.proUserId),
    index("chat_rooms_pro_user_id_last_message_at_idx").on(t.proUserId, t.lastMessageAt),
    index("chat_rooms_corporation_id_last_message_at_idx").on(t.corporationId, t.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    senderUserId: integer("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** The sending browser's key for this message: a retried send finds it instead of writing it twice (issue 16). */
    clientKey: text("client_key"),
    /** What the off-platform and scam guard found in a room's opening messages (decision 025): the operators' queue reads these. */
    guardFlags: text("guard_flags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A message that carries a meeting proposal or its answer (issue 16): the room draws the meeting's card in its place. */
    meetingId: integer("meeting_id").references(() => chatMeetings.id, { onDelete: "set null" }),
    /** An operator hid the message after a report (issue 18): the room shows that it was hidden, not its words. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_messages_room_id_created_at_idx").on(t.roomId, t.createdAt),
    // The operators' dashboard counts the last 30 days by day (issue 18).
    index("chat_messages_created_at_idx").on(t.createdAt),
    // The operators' queue of flagged messages (issue 18's console).
    index("chat_messages_flagged_idx")
      .on(t.createdAt)
      .where(sql`cardinality(${t.guardFlags}) > 0`),
    uniqueIndex("chat_messages_client_key_idx")
      .on(t.roomId, t.senderUserId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
  ],
);

/**
 * Read state per person, not per side: colleagues of one corporation each keep their own unread
 * marks (DOMAIN-NOTES: shared company logins mixed them up).
 */
export const chatRoomReads = pgTable(
  "chat_room_reads",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index("chat_room_reads_user_id_idx").on(t.userId)],
);

/** A file sent in a room (issue 16): one per message, kept in the upload store, downloaded only by the room's members. */
export const chatAttachments = pgTable(
  "chat_attachments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    /** The upload store's key (`chat/…`), made by us, never the name the user gave. */
    storageKey: text("storage_key").notNull(),
    /** The name shown and offered on download (cleaned of path and control characters). */
    fileName: text("file_name").notNull(),
    /** The type read from the content, not the one the browser claimed. */
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Who sent it: an account's stored files are counted against its quota (ASVS 2.4.1). */
    uploaderUserId: integer("uploader_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_attachments_message_id_idx").on(t.messageId),
    index("chat_attachments_room_id_idx").on(t.roomId),
    index("chat_attachments_uploader_idx").on(t.uploaderUserId),
  ],
);

export const MEETING_STATUSES = ["proposed", "agreed", "declined", "cancelled"] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export const MEETING_MODES = ["online", "onsite"] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];

/**
 * A meeting proposed in a room (issue 16): up to three slots; the other side picks one (agreed) or
 * asks for others (declined). The agreed slot is `starts_at`.
 */
export const chatMeetings = pgTable(
  "chat_meetings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    proposerUserId: integer("proposer_user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: MEETING_STATUSES }).notNull().default("proposed"),
    durationMinutes: smallint("duration_minutes").notNull(),
    mode: text("mode", { enum: MEETING_MODES }).notNull(),
    /** Online: the meeting link (may be empty until agreed); on site: the address. */
    place: text("place").notNull().default(""),
    slots: timestamp("slots", { withTimezone: true }).array().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    answeredByUserId: integer("answered_by_user_id").references(() => users.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Words with 「別の日程を希望」, for the proposer. */
    answerNote: text("answer_note").notNull().default(""),
    /** When the day-before reminder went to both sides. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_meetings_room_id_idx").on(t.roomId, t.createdAt),
    // The reminder job and the 商談済 step read agreed meetings by time.
    index("chat_meetings_agreed_starts_at_idx")
      .on(t.startsAt)
      .where(sql`${t.status} = 'agreed'`),
    check("chat_meetings_duration_check", sql`${t.durationMinutes} in (30, 60)`),
    check("chat_meetings_slots_check", sql`cardinality(${t.slots}) between 1 and 3`),
  ],
);

/** When a person was last mailed about unread messages in a room (issue 16), so one quiet spell sends one mail. */
export const chatUnreadMails = pgTable(
  "chat_unread_mails",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);
