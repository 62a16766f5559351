/** One server-sent event as a browser's EventSource would hand it over. */
export type SseEvent = { event: string; data: string; id?: string };

/**
 * Reads events from a `text/event-stream` response as they come (tests and benchmarks): `next`
 * waits for the next event (comments such as heartbeats are skipped), `close` ends the connection.
 */
export function readEvents(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const queue: SseEvent[] = [];

  async function fill(): Promise<boolean> {
    const { done, value } = await reader.read();
    if (done) return false;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: SseEvent = { event: "message", data: "" };
      let hasField = false;
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        hasField = true;
        if (field === "event") event.event = value;
        else if (field === "data") event.data = event.data ? `${event.data}\n${value}` : value;
        else if (field === "id") event.id = value;
      }
      if (hasField) queue.push(event);
    }
    return true;
  }

  return {
    /** The next event, or null when the stream ended. Fails after `timeoutMs`. */
    async next(timeoutMs = 5_000): Promise<SseEvent | null> {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("no server-sent event in time");
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), left)));
        const more = await Promise.race([fill(), timeout]);
        clearTimeout(timer);
        if (more === "timeout") throw new Error("no server-sent event in time");
        if (!more && queue.length === 0) return null;
      }
      return queue.shift()!;
    },
    /** The next event of this name, skipping others (typing, reads…). */
    async nextOf(name: string, timeoutMs = 5_000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const event = await this.next(Math.max(1, deadline - Date.now()));
        if (event === null) throw new Error(`the stream ended before a ${name} event`);
        if (event.event === name) return event;
      }
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}
