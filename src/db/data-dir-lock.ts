import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { DataDirLockedError, describeCommand, type LockOwner } from "./data-dir-lock-error";

export { DataDirLockedError, type LockOwner } from "./data-dir-lock-error";

/**
 * One process owns a PGlite data directory (docs/decisions/010-data-directory-lock.md). Two PGlite
 * instances on one directory each believe they own its files: acknowledged writes get lost and the
 * directory can end up unopenable. PGlite itself takes no lock, so we do, before opening it.
 */
export const LOCK_FILE_NAME = "kakehashi.lock";
const RECOVERY_FILE_SUFFIX = ".recovering";
/** A lock file without a readable owner is normal for the microseconds between create and write. */
export const UNREADABLE_LOCK_STALE_MS = 5_000;
/** How long to wait for another opener's create-then-write or stale-lock recovery to finish. */
const CONTENTION_WAIT_MS = 2_000;

export type DataDirLock = {
  lockPath: string;
  /** Set when a lock left by a process that no longer runs was taken over. */
  recoveredFrom?: LockOwner | "unreadable";
  release(): void;
};

// Per process, and on globalThis because Next's page bundle loads its own copy of this module. A
// second open of the same directory inside one process is refused like any other: two PGlite
// instances in one process corrupt the directory just as well as two processes do.
const globalForLocks = globalThis as unknown as { kakehashiHeldDataDirLocks?: Set<string> };
const heldHere = (globalForLocks.kakehashiHeldDataDirLocks ??= new Set<string>());

type Inspection =
  | { state: "gone" }
  | { state: "held"; owner?: LockOwner; reason: "alive" | "same-process" | "other-host" | "being-written" }
  | { state: "stale"; owner: LockOwner | "unreadable" };

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    const isValidPid = Number.isSafeInteger(value.pid) && (value.pid as number) > 0;
    if (!isValidPid || typeof value.hostname !== "string" || typeof value.startedAt !== "string") return undefined;
    return { pid: value.pid!, hostname: value.hostname, startedAt: value.startedAt, command: String(value.command ?? "?") };
  } catch {
    return undefined;
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    return parseOwner(readFileSync(lockPath, "utf8"));
  } catch {
    return undefined;
  }
}

/** Signal 0 checks existence only; EPERM means it exists but belongs to another user. */
function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) !== "ESRCH";
  }
}

function inspectLock(lockPath: string): Inspection {
  let text: string;
  let modifiedMs: number;
  try {
    modifiedMs = statSync(lockPath).mtimeMs;
    text = readFileSync(lockPath, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return { state: "gone" };
    throw error;
  }
  const owner = parseOwner(text);
  if (!owner) {
    return Date.now() - modifiedMs > UNREADABLE_LOCK_STALE_MS ? { state: "stale", owner: "unreadable" } : { state: "held", reason: "being-written" };
  }
  // A pid on another machine (a shared or copied directory) cannot be checked from here.
  if (owner.hostname !== os.hostname()) return { state: "held", owner, reason: "other-host" };
  // Our own pid: this process holds it, or a process before a reboot or container restart had the
  // same pid (common for a container's main process) and was stopped without releasing it.
  if (owner.pid === process.pid) {
    return heldHere.has(lockPath) ? { state: "held", owner, reason: "same-process" } : { state: "stale", owner };
  }
  return isProcessAlive(owner.pid) ? { state: "held", owner, reason: "alive" } : { state: "stale", owner };
}

/**
 * Removes a stale lock, at most one recoverer at a time. Renaming it away without this would not be
 * enough: a recoverer that judged the old file stale can rename away the fresh lock the winner has
 * just created. Under the recovery file nobody else can remove or replace the lock file, so the
 * file judged stale again here is the one unlinked.
 */
function removeStaleLock(dataDir: string, lockPath: string): LockOwner | "unreadable" | undefined {
  const recoveryPath = lockPath + RECOVERY_FILE_SUFFIX;
  let fd: number;
  try {
    fd = openSync(recoveryPath, "wx");
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw error;
    const age = Date.now() - (statSync(recoveryPath, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    // Held for two system calls: still there after seconds means its process died in between.
    if (age > UNREADABLE_LOCK_STALE_MS) throw new DataDirLockedError(dataDir, { reason: "recovery-interrupted", lockPath: recoveryPath });
    return undefined;
  }
  try {
    writeSync(fd, String(process.pid));
    const inspection = inspectLock(lockPath);
    if (inspection.state !== "stale") return undefined;
    unlinkSync(lockPath);
    return inspection.owner;
  } finally {
    closeSync(fd);
    unlinkSync(recoveryPath);
  }
}

function writeLockFile(lockPath: string): LockOwner | undefined {
  let fd: number;
  try {
    fd = openSync(lockPath, "wx", 0o644); // O_EXCL: of two creators exactly one succeeds
  } catch (error) {
    if (errorCode(error) === "EEXIST") return undefined;
    throw error;
  }
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString(), command: describeCommand() };
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
  } finally {
    closeSync(fd);
  }
  return owner;
}

/** Takes the data directory (created when missing) for this process, or throws DataDirLockedError. */
export function acquireDataDirLock(dataDirInput: string): DataDirLock {
  const dataDir = path.resolve(dataDirInput);
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const deadline = Date.now() + CONTENTION_WAIT_MS;
  let recoveredFrom: DataDirLock["recoveredFrom"];
  for (;;) {
    const owner = writeLockFile(lockPath);
    if (owner) return holdLock(lockPath, owner, recoveredFrom);
    const inspection = inspectLock(lockPath);
    const isTimedOut = Date.now() > deadline;
    if (inspection.state === "held" && (inspection.reason !== "being-written" || isTimedOut)) {
      throw new DataDirLockedError(dataDir, { reason: inspection.reason, owner: inspection.owner, lockPath });
    }
    const removed = inspection.state === "stale" ? removeStaleLock(dataDir, lockPath) : undefined;
    if (removed) recoveredFrom = removed;
    if (inspection.state === "gone" || removed) continue;
    // Another opener is between its create and its write, or recovering: give it a moment.
    if (isTimedOut) throw new DataDirLockedError(dataDir, { reason: "being-written", lockPath });
    sleepSync(20);
  }
}

function holdLock(lockPath: string, owner: LockOwner, recoveredFrom: DataDirLock["recoveredFrom"]): DataDirLock {
  heldHere.add(lockPath);
  const release = () => {
    process.removeListener("exit", release);
    if (!heldHere.delete(lockPath)) return;
    // Only our own file: never remove a lock someone else holds now.
    const current = readOwner(lockPath);
    if (current?.pid === owner.pid && current.startedAt === owner.startedAt) unlinkSync(lockPath);
  };
  // 'exit' runs on process.exit() and a normal end (synchronous work only); a kill -9 leaves the
  // file, which the next opener recovers because its pid is gone.
  process.on("exit", release);
  return { lockPath, recoveredFrom, release };
}
