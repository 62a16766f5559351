import { errorForLog } from "@/lib/error-for-log";

import type { DatabaseHealth } from "@/platform/database-health";

type ConsoleLike = Pick<Console, "error" | "warn">;

function printable(error: Error): string {
  const logged = errorForLog(error);
  return logged.stack ?? logged.message;
}

/**
 * Next.js logs a page's uncaught error with console.error, outside our logger: a failed query's
 * message would print its parameters there, and an outage would print once per page view. Errors
 * passed to the console are printed as errorForLog renders them, and an outage's errors go to the
 * database health, which logs the outage once.
 */
export function redactConsoleErrors(target: ConsoleLike, databaseHealth: Pick<DatabaseHealth, "noteFailure">): void {
  for (const method of ["error", "warn"] as const) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => {
      if (args.some((arg) => arg instanceof Error && databaseHealth.noteFailure(arg))) return;
      original(...args.map((arg) => (arg instanceof Error ? printable(arg) : arg)));
    };
  }
}
