import type { Context } from "hono";
import { streamSSE } from "hono/streaming";

import { requireActor } from "@/platform/actor/guards";
import type { AppEnv } from "@/platform/context";
import { AppError } from "@/platform/errors";
import { perAppState } from "@/platform/per-app-state";

import { roomScopeOf } from "./chat-rooms.service";
import { openChatStream, type ChatStreamEvent } from "./chat-stream";

/** Proxies and load balancers close a connection idle for 30–60 s; a comment this often keeps it open. */
export const HEARTBEAT_MS = 25_000;
/**
 * Open streams one person may hold on one process: a tab each, and a cap on what one account can cost
 * (about 33 KB each). Generous, because a tab that went away without a clean close is only noticed
 * by the next heartbeat's failed write, up to 25 s later, and reloads come faster than that.
 */
const STREAMS_PER_USER = 50;
const TOO_MANY_STREAMS = "開いているページが多すぎます。不要なタブを閉じてから再読み込みしてください。";

const openStreamsByUser = perAppState("chat.open-streams", () => new Map<number, number>());

function lastEventIdOf(c: Context<AppEnv>): number | null {
  const raw = c.req.header("last-event-id");
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * GET /api/v2/project_chat_rooms/events (decision 026): the stream of the viewer's rooms. The
 * connection ends when the client goes, the session ends, or the process shuts down.
 */
export async function streamChatEvents(c: Context<AppEnv>): Promise<Response> {
  const actor = requireActor(c);
  const scope = roomScopeOf(actor);
  const session = c.var.session;
  if (!session) throw new AppError("unauthenticated");
  const { db, events, logger } = c.var.deps;
  const counts = openStreamsByUser(events);
  const open = counts.get(actor.userId) ?? 0;
  if (open >= STREAMS_PER_USER) throw new AppError("rate_limited", TOO_MANY_STREAMS);
  counts.set(actor.userId, open + 1);
  const release = () => {
    const left = (counts.get(actor.userId) ?? 1) - 1;
    if (left <= 0) counts.delete(actor.userId);
    else counts.set(actor.userId, left);
  };
  // nginx buffers responses by default; an event stream must pass at once.
  c.header("X-Accel-Buffering", "no");
  const response = streamSSE(c, async (stream) => {
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    // Writes go one after another, and the last ones (「end」) leave before the stream closes.
    let written = Promise.resolve();
    const write = (event: ChatStreamEvent) => {
      const id = "id" in event ? event.id : undefined;
      written = written
        .then(() =>
          stream.closed || stream.aborted ? undefined : stream.writeSSE({ event: event.event, data: JSON.stringify(event.data), ...(id === undefined ? {} : { id }) }),
        )
        .catch(finish);
    };
    stream.onAbort(finish);
    let unsubscribe: () => void = () => undefined;
    try {
      unsubscribe = await openChatStream({ db, events }, { actor, scope, sessionIdHash: session.idHash }, lastEventIdOf(c), { send: write, close: finish });
      const heartbeat = setInterval(() => void (written = written.then(() => void stream.write(": ping\n\n")).catch(finish)), HEARTBEAT_MS);
      await finished;
      clearInterval(heartbeat);
      await written;
    } catch (error) {
      logger.warn({ err: error }, "a chat event stream failed");
    } finally {
      unsubscribe();
      release();
      await stream.close().catch(() => undefined);
    }
  });
  // streamSSE says no-cache; a person's events are for no cache at all.
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}
