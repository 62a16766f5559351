import pino from "pino";

import { getEnv } from "./env";

export type Logger = pino.Logger;

const globalForLogger = globalThis as unknown as { kakehashiLogger?: Logger };

/** One JSON-lines logger per process (shared with Next's bundled copy through globalThis). */
export function getLogger(): Logger {
  globalForLogger.kakehashiLogger ??= pino({
    level: process.env.LOG_LEVEL ?? getEnv().logLevel,
    base: { service: "kakehashi" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
  });
  return globalForLogger.kakehashiLogger;
}
