import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_messages_room_id_created_at_idx").on(t.roomId, t.createdAt),
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
