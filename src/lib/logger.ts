import pino from "pino";

import { getEnv } from "./env";
import { errorForLog } from "./error-for-log";

export type Logger = pino.Logger;

const globalForLogger = globalThis as unknown as { kakehashiLogger?: Logger };

/** The product's log format: JSON lines; errors never carry query parameters or secrets. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "kakehashi" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password", "passwordHash", "*.passwordHash"],
      // Every error goes through errorForLog: a failed query is logged without its parameters.
      serializers: { err: errorForLog },
    },
    destination,
  );
}

/** One JSON-lines logger per process (shared with Next's bundled copy through globalThis). */
export function getLogger(): Logger {
  globalForLogger.kakehashiLogger ??= createLogger(process.env.LOG_LEVEL ?? getEnv().logLevel);
  return globalForLogger.kakehashiLogger;
}
