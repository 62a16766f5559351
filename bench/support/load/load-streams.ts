import { readEvents } from "../../../tests/support/sse-reader";
import type { LoadPro } from "./load-world";

/** One pro's open conversation stream, as the chat page keeps it: reconnects with Last-Event-ID. */
type Listener = { pro: LoadPro; readyAt: number | null; lastEventId: string | null; received: Set<number>; reconnects: number; resyncs: number };

/**
 * Streams held open through the load by `pros` (the browser's EventSource): each reconnects half a
 * second after its connection ends — an app process killed, a restart — sending the last event id it
 * saw, so the app replays what it missed; on `resync` it reads the room's newer messages, as the chat
 * page does. The ledger then counts, per listener, the acknowledged messages of its room sent after
 * its first `ready` that it never got.
 */
export function holdStreams(baseUrl: string, pros: LoadPro[]) {
  const listeners: Listener[] = pros.map((pro) => ({ pro, readyAt: null, lastEventId: null, received: new Set(), reconnects: 0, resyncs: 0 }));

  /** `resync` (the app's listener lost its database connection for a moment): the page reads what came since. */
  async function catchUp(listener: Listener) {
    listener.resyncs++;
    const after = Math.max(0, ...listener.received);
    const response = await fetch(`${baseUrl}/api/v2/project_chat_rooms/${listener.pro.roomId}?after=${after}`, {
      headers: { "x-requested-with": "XMLHttpRequest", cookie: listener.pro.cookie, "x-forwarded-for": listener.pro.ip },
    });
    if (response.ok) for (const message of ((await response.json()) as { messages: { id: number }[] }).messages) listener.received.add(message.id);
  }
  let stopped = false;
  const controllers = new Set<AbortController>();

  async function listen(listener: Listener) {
    while (!stopped) {
      const controller = new AbortController();
      controllers.add(controller);
      try {
        const response = await fetch(`${baseUrl}/api/v2/project_chat_rooms/events`, {
          headers: {
            accept: "text/event-stream",
            cookie: listener.pro.cookie,
            "x-forwarded-for": listener.pro.ip,
            ...(listener.lastEventId ? { "last-event-id": listener.lastEventId } : {}),
          },
          signal: controller.signal,
        });
        if (response.ok) {
          const events = readEvents(response);
          for (;;) {
            // Heartbeats are comments the reader skips: a quiet room may send no event for minutes.
            const event = await events.next(30 * 60_000);
            if (event === null) break;
            if (event.id) listener.lastEventId = event.id;
            if (event.event === "ready") listener.readyAt ??= Date.now();
            if (event.event === "message") listener.received.add((JSON.parse(event.data) as { messageId: number }).messageId);
            if (event.event === "resync") void catchUp(listener).catch(() => undefined);
          }
        }
      } catch {
        // the connection broke (a killed process, the end of the run): reconnect below
      } finally {
        controllers.delete(controller);
      }
      if (stopped) return;
      listener.reconnects++;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  const running = listeners.map((listener) => listen(listener));
  return {
    listeners,
    async stop() {
      stopped = true;
      for (const controller of controllers) controller.abort();
      await Promise.allSettled(running);
    },
  };
}
export type HeldStreams = ReturnType<typeof holdStreams>;
