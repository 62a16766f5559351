import { readFileSync } from "node:fs";

/** How often the offset file is read again: often enough for a test to move time, rarely enough to cost nothing. */
const REREAD_MS = 250;

/**
 * The app's clock (deps.now). Normally the wall clock. With CLOCK_OFFSET_FILE (demo mode only —
 * browser tests and demonstrations of scheduled publication, issue 18), the file's number of
 * milliseconds is added to it, so a test can move the whole server to an announcement's publication
 * time without waiting for it. A missing or unreadable file means no offset.
 */
export function createAppClock(offsetFile: string | undefined): () => Date {
  if (!offsetFile) return () => new Date();
  let offsetMs = 0;
  let readAt = -Infinity;
  return () => {
    const wall = Date.now();
    if (wall - readAt >= REREAD_MS) {
      readAt = wall;
      try {
        offsetMs = Number(readFileSync(offsetFile, "utf8").trim()) || 0;
      } catch {
        offsetMs = 0;
      }
    }
    return new Date(wall + offsetMs);
  };
}
