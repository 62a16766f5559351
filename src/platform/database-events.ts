import type { DatabaseHandle } from "@/db/client";
import type { Logger } from "@/lib/logger";

/** What a subscriber hears: each payload, a gap (the listener reconnected and may have missed some), and the end. */
export type DatabaseEventListener = {
  onPayload(payload: string): void;
  onGap?(): void;
  /** The process is shutting down: end the stream cleanly. */
  onClose?(): void;
};

/**
 * NOTIFY payloads fanned out to this process's subscribers (decision 026): one LISTEN per channel
 * and process however many streams are open, so 500 open chat streams cost one database connection.
 */
export class DatabaseEvents {
  private readonly channels = new Map<string, { listeners: Set<DatabaseEventListener>; stop: Promise<() => Promise<void>> }>();
  private isClosed = false;

  constructor(
    private readonly handle: Pick<DatabaseHandle, "listen">,
    private readonly logger: Logger,
  ) {}

  /** Starts hearing `channel`; resolves once the LISTEN is in place. Returns the unsubscribe. */
  async subscribe(channel: string, listener: DatabaseEventListener): Promise<() => void> {
    if (this.isClosed) throw new Error("database events are closed");
    let entry = this.channels.get(channel);
    if (!entry) {
      const listeners = new Set<DatabaseEventListener>();
      const stop = this.handle.listen(
        channel,
        (payload) => this.dispatch(listeners, (l) => l.onPayload(payload)),
        () => this.dispatch(listeners, (l) => l.onGap?.()),
      );
      entry = { listeners, stop };
      this.channels.set(channel, entry);
      stop.catch(() => this.channels.delete(channel));
    }
    entry.listeners.add(listener);
    const { listeners } = entry;
    try {
      await entry.stop;
    } catch (error) {
      listeners.delete(listener);
      throw error;
    }
    return () => void listeners.delete(listener);
  }

  /** How many subscribers this process holds (the benchmark's memory per stream). */
  get subscriberCount(): number {
    let count = 0;
    for (const { listeners } of this.channels.values()) count += listeners.size;
    return count;
  }

  /** Shutdown: every subscriber hears onClose, then the LISTENs end. */
  async close(): Promise<void> {
    this.isClosed = true;
    const entries = [...this.channels.values()];
    this.channels.clear();
    for (const { listeners } of entries) this.dispatch(listeners, (l) => l.onClose?.());
    await Promise.all(entries.map(async ({ stop }) => (await stop.catch(() => null))?.().catch(() => undefined)));
  }

  private dispatch(listeners: Set<DatabaseEventListener>, call: (listener: DatabaseEventListener) => void) {
    for (const listener of [...listeners]) {
      try {
        call(listener);
      } catch (error) {
        this.logger.error({ err: error }, "a database event listener failed");
      }
    }
  }
}
