import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import type { Actor } from "@/platform/actor/actor";
import type { DatabaseEvents } from "@/platform/database-events";
import { perAppState } from "@/platform/per-app-state";
import { SESSIONS_ENDED_CHANNEL, sessionExists } from "@/platform/sessions/session.queries";

import { CHAT_EVENTS_CHANNEL, type RoomEvent } from "./chat-events";
import type { RoomScope } from "./chat-rooms.queries";

/** What a tab hears (the names of the SSE events). Ids only: the tab reads messages through the API. */
export type ChatStreamEvent =
  | { event: "ready"; id: string; data: { cursor: number } }
  | { event: "message"; id: string; data: { roomId: number; messageId: number; isMine: boolean } }
  | { event: "read"; data: { roomId: number; readAt: string; isMine: boolean } }
  | { event: "typing"; data: { roomId: number } }
  | { event: "resync"; data: Record<string, never> }
  | { event: "end"; data: { reason: "signed_out" | "shutdown" } };

export type ChatStreamSink = { send(event: ChatStreamEvent): void; close(): void };

/** Messages a reconnecting tab missed, at most this many (more: it reloads what it shows). */
const REPLAY_LIMIT = 200;

const inScope = (scope: RoomScope, event: RoomEvent) => ("proUserId" in scope ? event.proUserId === scope.proUserId : event.corporationId === scope.corporationId);

/** The payload every stream of the process hears, decoded once (500 streams, one JSON.parse). */
const lastDecoded = perAppState("chat.last-decoded-event", () => ({ payload: null as string | null, event: null as RoomEvent | null }));

function decodeOnce(events: DatabaseEvents, payload: string): RoomEvent {
  const slot = lastDecoded(events);
  if (slot.payload !== payload || slot.event === null) {
    slot.event = JSON.parse(payload) as RoomEvent;
    slot.payload = payload;
  }
  return slot.event;
}

/** A room event as this viewer hears it, or null: typing of their own side, reads they need not see. */
export function eventForViewer(event: RoomEvent, scope: RoomScope, viewerUserId: number): ChatStreamEvent | null {
  if (!inScope(scope, event)) return null;
  const viewerIsPro = "proUserId" in scope;
  switch (event.type) {
    case "message":
      return { event: "message", id: String(event.messageId), data: { roomId: event.roomId, messageId: event.messageId, isMine: event.senderUserId === viewerUserId } };
    case "read":
      // The other side's reads make 既読; the viewer's own (in another tab) clear their unread marks.
      if (event.readerUserId === viewerUserId) return { event: "read", data: { roomId: event.roomId, readAt: event.readAt, isMine: true } };
      return event.readerIsPro === viewerIsPro ? null : { event: "read", data: { roomId: event.roomId, readAt: event.readAt, isMine: false } };
    case "typing":
      return event.userIsPro === viewerIsPro ? null : { event: "typing", data: { roomId: event.roomId } };
  }
}

/** The newest message id of all: where a tab that connects now starts, so a reconnect can ask for what came after. */
async function currentCursor(db: Database): Promise<number> {
  const [row] = await selectRows<{ id: string | number | null }>(db, sql`select max(id) as id from chat_messages`);
  return Number(row?.id ?? 0);
}

async function missedMessages(db: Database, scope: RoomScope, afterId: number): Promise<{ id: number; roomId: number; senderUserId: number | null }[]> {
  const rows = await selectRows<{ id: string | number; roomId: number; senderUserId: number | null }>(
    db,
    sql`select m.id, m.room_id as "roomId", m.sender_user_id as "senderUserId"
        from chat_rooms room join chat_messages m on m.room_id = room.id
        where ${"proUserId" in scope ? sql`room.pro_user_id = ${scope.proUserId}` : sql`room.corporation_id = ${scope.corporationId}`}
          and m.id > ${afterId}
        order by m.id limit ${REPLAY_LIMIT}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * One open stream (decision 026): room events of the viewer's scope as they are committed, what was
 * missed since `lastEventId` first, and the end when the session ends or the process stops. Resolves
 * to the function that unsubscribes (the connection closed).
 */
export async function openChatStream(
  deps: { db: Database; events: DatabaseEvents },
  viewer: { actor: Actor; scope: RoomScope; sessionIdHash: string },
  lastEventId: number | null,
  sink: ChatStreamSink,
): Promise<() => void> {
  const { db, events } = deps;
  const { actor, scope } = viewer;
  let isOpen = true;
  const end = (reason: "signed_out" | "shutdown") => {
    if (!isOpen) return;
    isOpen = false;
    sink.send({ event: "end", data: { reason } });
    sink.close();
  };
  // Subscribe before reading the cursor: a message committed in between is heard, never missed. What is
  // heard before 「ready」 waits, so the tab gets the replay in order first (a notification of a message
  // committed before the stream opened can arrive late, in the middle of the replay), and a message the
  // replay already sent is not sent twice.
  let heardBeforeReady: ChatStreamEvent[] | null = [];
  const stopRooms = await events.subscribe(CHAT_EVENTS_CHANNEL, {
    onPayload: (payload) => {
      const heard = eventForViewer(decodeOnce(events, payload), scope, actor.userId);
      if (!heard || !isOpen) return;
      if (heardBeforeReady) heardBeforeReady.push(heard);
      else sink.send(heard);
    },
    onGap: () => isOpen && sink.send({ event: "resync", data: {} }),
    onClose: () => end("shutdown"),
  });
  const stopSessions = await events.subscribe(SESSIONS_ENDED_CHANNEL, {
    onPayload: (payload) => {
      if (Number(payload) !== actor.userId) return;
      void sessionExists(db, viewer.sessionIdHash).then(
        (exists) => exists || end("signed_out"),
        () => undefined,
      );
    },
  });
  const cursor = await currentCursor(db);
  const replayed = new Set<string>();
  if (lastEventId !== null) {
    const missed = await missedMessages(db, scope, lastEventId);
    for (const message of missed) {
      replayed.add(String(message.id));
      sink.send({ event: "message", id: String(message.id), data: { roomId: message.roomId, messageId: message.id, isMine: message.senderUserId === actor.userId } });
    }
    // Away too long to replay one by one: the tab reloads what it shows instead.
    if (missed.length === REPLAY_LIMIT) sink.send({ event: "resync", data: {} });
  }
  sink.send({ event: "ready", id: String(Math.max(cursor, lastEventId ?? 0)), data: { cursor } });
  const waiting = heardBeforeReady;
  heardBeforeReady = null;
  for (const heard of waiting) if (isOpen && !(heard.event === "message" && replayed.has(heard.id))) sink.send(heard);
  return () => {
    isOpen = false;
    stopRooms();
    stopSessions();
  };
}
