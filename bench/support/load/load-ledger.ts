import { sql } from "drizzle-orm";

import { selectRows, type Database } from "../../../src/db/client";
import { intArrayLiteral, textArrayLiteral } from "../../../src/db/seed/demo/bulk";
import type { LoadMix } from "./load-mix";
import type { HeldStreams } from "./load-streams";

export type LedgerReport = {
  messagesAcknowledged: number;
  /** Acknowledged, yet not in the database: a committed write lost. */
  messagesLost: number;
  /** A client key written more than once: a write applied twice. */
  messagesDoubled: number;
  /** Sent, never acknowledged (the client gave up after its retries), yet written: the page would show it after a reload. */
  messagesWrittenUnacknowledged: number;
  likesChecked: number;
  likesWrong: number;
  applicationsChecked: number;
  applicationsLost: number;
  applicationsInAnotherColumn: number;
  streamListeners: number;
  streamReconnects: number;
  /** `resync` events: the app's database listener reconnected, and the page read what it may have missed. */
  streamResyncs: number;
  /** Messages a listener's room got after its first `ready` that its stream never delivered. */
  streamMissed: number;
};

/** Compares every write the load saw acknowledged with the database, and the streams with the messages. */
export async function checkLedger(db: Database, mix: LoadMix, streams: HeldStreams | null): Promise<LedgerReport> {
  const keys = mix.sentMessages.map((m) => m.clientKey);
  const written = new Map(
    (
      await selectRows<{ clientKey: string; n: number }>(
        db,
        sql`select client_key as "clientKey", count(*)::int as n from chat_messages where client_key = any(${textArrayLiteral(keys)}::text[]) group by client_key`,
      )
    ).map((r) => [r.clientKey, r.n]),
  );
  const acknowledged = mix.sentMessages.filter((m) => m.messageId !== null);

  const likePairs = [...mix.likes];
  const likedNow = new Set(
    (
      await selectRows<{ key: string }>(
        db,
        sql`select user_id || ':' || project_id as key from project_likes where user_id = any(${intArrayLiteral([...new Set(likePairs.map(([k]) => Number(k.split(":")[0])))])}::int[])`,
      )
    ).map((r) => r.key),
  );

  const applicationIds = [...mix.applications.keys()];
  const columns = new Map(
    (await selectRows<{ id: number; status: string }>(db, sql`select id, status from applications where id = any(${intArrayLiteral(applicationIds)}::int[])`)).map(
      (r) => [r.id, r.status],
    ),
  );

  let streamMissed = 0;
  for (const listener of streams?.listeners ?? []) {
    if (listener.readyAt === null) continue;
    for (const message of acknowledged)
      if (message.roomId === listener.pro.roomId && message.startedAt > listener.readyAt && !listener.received.has(message.messageId!)) streamMissed++;
  }

  return {
    messagesAcknowledged: acknowledged.length,
    messagesLost: acknowledged.filter((m) => !written.has(m.clientKey)).length,
    messagesDoubled: [...written.values()].filter((n) => n > 1).length,
    messagesWrittenUnacknowledged: mix.sentMessages.filter((m) => m.messageId === null && written.has(m.clientKey)).length,
    likesChecked: likePairs.length,
    likesWrong: likePairs.filter(([key, liked]) => likedNow.has(key) !== liked).length,
    applicationsChecked: applicationIds.length,
    applicationsLost: applicationIds.filter((id) => !columns.has(id)).length,
    applicationsInAnotherColumn: applicationIds.filter((id) => columns.has(id) && columns.get(id) !== mix.applications.get(id)!.status).length,
    streamListeners: streams?.listeners.length ?? 0,
    streamReconnects: streams?.listeners.reduce((sum, l) => sum + l.reconnects, 0) ?? 0,
    streamResyncs: streams?.listeners.reduce((sum, l) => sum + l.resyncs, 0) ?? 0,
    streamMissed,
  };
}
