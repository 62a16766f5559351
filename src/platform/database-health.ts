import type { Logger } from "@/lib/logger";

/** Node's socket errors that mean the server cannot be reached at all. */
const UNREACHABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** PostgreSQL: class 08 (connection exception), shutting down, cannot connect now, too many connections. */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not currently accepting connections|Client has encountered a connection error|Connection refused/i;

/**
 * Node's IncomingMessage fails a body read with exactly this when the client closes mid-body. It shares
 * ECONNRESET with a dropped database socket but says nothing about the database: were it taken for an
 * outage, any visitor could raise that alarm with a half-sent request.
 */
export function isClientAbort(error: unknown): boolean {
  return error instanceof Error && error.message === "aborted" && (error as { code?: unknown }).code === "ECONNRESET";
}

/** Whether an error (or one of its causes) says the database cannot be reached, as opposed to a bad query. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  if (isClientAbort(error)) return false;
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailableError)) return true;
  }
  return false;
}

export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** PostgreSQL's disk_full, or the file system's ENOSPC (an upload, PGlite's files): the disk is full. */
export function isStorageFullError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === "53100" || code === "ENOSPC") return true;
  }
  return false;
}

/** A full disk clears when someone frees space: the client is told to come back in a minute. */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 60;
const STORAGE_FULL_LOG_INTERVAL_MS = 60_000;

/**
 * The database's reachability as this process last saw it. An outage is logged once when it starts
 * and once when it ends — not once per request that ran into it (a 10-second outage used to write
 * 11 MB of logs). While it is down, a probe pings every few seconds so the end is noticed even when
 * no request comes in.
 */
export class DatabaseHealth {
  private downSince: number | undefined;
  private probe: NodeJS.Timeout | undefined;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly logger: Logger,
    private readonly probeIntervalMs = 2_000,
  ) {}

  get isDown(): boolean {
    return this.downSince !== undefined;
  }

  /** Call with any error a database call threw; returns whether it was an outage (and records it). */
  noteFailure(error: unknown): boolean {
    if (!isDatabaseUnavailableError(error)) return false;
    if (this.downSince === undefined) {
      this.downSince = Date.now();
      this.logger.error({ err: error }, "database unreachable: answering 503 until it is back");
      this.probe = setInterval(() => void this.checkNow(), this.probeIntervalMs);
      this.probe.unref();
    }
    return true;
  }

  private storageFullLoggedAt = 0;

  /**
   * Call with any error a request threw; returns whether the disk is full (reads go on, writes are
   * refused). Logged at most once a minute while it lasts — the operator must free space — not once
   * per refused write.
   */
  noteStorageFull(error: unknown): boolean {
    if (!isStorageFullError(error)) return false;
    if (Date.now() - this.storageFullLoggedAt >= STORAGE_FULL_LOG_INTERVAL_MS) {
      this.storageFullLoggedAt = Date.now();
      this.logger.error({ err: error }, "storage full: writes are refused with 503 until space is freed");
    }
    return true;
  }

  /** Logs a failed call, unless it is part of an outage (which is logged once, by noteFailure). */
  logFailure(error: unknown, message: string, context: Record<string, unknown> = {}, level: "error" | "warn" = "error"): void {
    if (!this.noteFailure(error)) this.logger[level]({ ...context, err: error }, message);
  }

  noteSuccess(): void {
    if (this.downSince === undefined) return;
    this.logger.info({ downMs: Date.now() - this.downSince }, "database reachable again");
    this.downSince = undefined;
    clearInterval(this.probe);
    this.probe = undefined;
  }

  /** Pings now; records the outcome. */
  async checkNow(): Promise<boolean> {
    try {
      await this.ping();
      this.noteSuccess();
      return true;
    } catch (error) {
      if (!this.noteFailure(error)) this.logger.error({ err: error }, "database health check failed");
      return false;
    }
  }

  stop(): void {
    clearInterval(this.probe);
  }
}
