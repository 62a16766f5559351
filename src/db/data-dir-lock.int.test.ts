import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

import { afterAll, afterEach, describe, expect, it } from "vitest";

import { openDatabase } from "./client";
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME, type DataDirLock } from "./data-dir-lock";

const root = path.resolve(import.meta.dirname, "../..");
const contenderScript = "tests/support/data-dir-lock-contender.ts";
const dirs: string[] = [];
const held: DataDirLock[] = [];
const children: ChildProcess[] = [];

function freshDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kakehashi-lock-"));
  dirs.push(dir);
  return dir;
}

function writeLock(dir: string, owner: object | string) {
  writeFileSync(path.join(dir, LOCK_FILE_NAME), typeof owner === "string" ? owner : JSON.stringify(owner));
}

/** Another process trying to take the directory; resolves with what it printed and how it ended. */
function startContender(dir: string, startAt = 0, holdMs = 600_000) {
  const child = spawn(process.execPath, ["--import", "tsx", contenderScript, dir, String(startAt), String(holdMs)], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const outcome = new Promise<{ outcome: string; message?: string }>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", (line) => resolve(JSON.parse(line)));
    child.once("exit", (code) => reject(new Error(`the contender exited (${code}) before answering`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, outcome, exited };
}

function deadPid(): number {
  return spawnSync(process.execPath, ["-e", ""]).pid!;
}

function refusal(dir: string): DataDirLockedError {
  try {
    held.push(acquireDataDirLock(dir));
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error("the lock was granted");
}

afterEach(() => held.splice(0).forEach((lock) => lock.release()));
afterAll(() => {
  children.forEach((child) => child.kill("SIGKILL"));
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe("one process owns a data directory", () => {
  it("a second opener is refused with a Japanese and English message naming the directory and the process holding it", async () => {
    const dir = freshDir();
    const holder = startContender(dir);
    expect((await holder.outcome).outcome).toBe("acquired");

    const error = refusal(dir);
    expect(error.message).toContain(`データディレクトリ ${dir} は別のプロセス (pid ${holder.child.pid}, ${contenderScript}`);
    expect(error.message).toContain("そのプロセスを止めてから起動してください。");
    expect(error.message).toContain(`The data directory ${dir} is in use by another process (pid ${holder.child.pid}`);
    expect(error.owner?.pid).toBe(holder.child.pid);
  });

  it("once the holder ends normally no lock file is left, and the directory opens again", async () => {
    const dir = freshDir();
    const holder = startContender(dir, 0, 0);
    expect((await holder.outcome).outcome).toBe("acquired");
    expect(await holder.exited).toBe(0);
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    held.push(acquireDataDirLock(dir));
  });

  it("the lock of a killed holder (kill -9) is taken over by the next opener", async () => {
    const dir = freshDir();
    const holder = startContender(dir);
    expect((await holder.outcome).outcome).toBe("acquired");
    holder.child.kill("SIGKILL");
    await holder.exited;
    const lock = acquireDataDirLock(dir);
    held.push(lock);
    expect(lock.recoveredFrom).toMatchObject({ pid: holder.child.pid });
    expect(JSON.parse(readFileSync(lock.lockPath, "utf8"))).toMatchObject({ pid: process.pid, hostname: os.hostname() });
  });

  it("within one process the directory opens once; after release it opens again", () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(refusal(dir).message).toContain(`already open in this process (pid ${process.pid})`);
    lock.release();
    expect(existsSync(lock.lockPath)).toBe(false);
    held.push(acquireDataDirLock(dir));
  });

  it.each([
    ["a process that no longer runs", () => ({ pid: deadPid(), hostname: os.hostname(), startedAt: "2026-01-01T00:00:00Z", command: "x" })],
    ["this pid before a restart", () => ({ pid: process.pid, hostname: os.hostname(), startedAt: "2026-01-01T00:00:00Z", command: "x" })],
  ])("a lock left by %s is taken over", (_, owner) => {
    const dir = freshDir();
    const left = owner();
    writeLock(dir, left);
    const lock = acquireDataDirLock(dir);
    held.push(lock);
    expect(lock.recoveredFrom).toEqual(left);
  });

  it("an unreadable lock file is refused while fresh (someone is writing it) and taken over once old", () => {
    const dir = freshDir();
    writeLock(dir, "{ not json");
    expect(refusal(dir).message).toContain("owner unknown");
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(path.join(dir, LOCK_FILE_NAME), longAgo, longAgo);
    const lock = acquireDataDirLock(dir);
    held.push(lock);
    expect(lock.recoveredFrom).toBe("unreadable");
  });

  it("a lock held on another machine is refused, naming the machine and the file to delete", () => {
    const dir = freshDir();
    writeLock(dir, { pid: deadPid(), hostname: "another-host.example", startedAt: "2026-01-01T00:00:00Z", command: "x" });
    const { message } = refusal(dir);
    expect(message).toContain("別のマシン another-host.example");
    expect(message).toContain(`delete ${path.join(dir, LOCK_FILE_NAME)}`);
  });

  it("release leaves alone a lock that another process holds by then", () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    const other = { pid: process.ppid, hostname: os.hostname(), startedAt: "2026-01-01T00:00:00Z", command: "other" };
    writeLock(dir, other);
    lock.release();
    expect(JSON.parse(readFileSync(lock.lockPath, "utf8"))).toEqual(other);
  });

  it("of six processes taking over the same stale lock at once, exactly one gets the directory", async () => {
    const dir = freshDir();
    writeLock(dir, { pid: deadPid(), hostname: os.hostname(), startedAt: "2026-01-01T00:00:00Z", command: "x" });
    // Every contender is loaded (tsx takes a while on a busy machine) before the common start.
    const startAt = Date.now() + 6_000;
    const contenders = Array.from({ length: 6 }, () => startContender(dir, startAt));
    const outcomes = await Promise.all(contenders.map((c) => c.outcome));
    expect(outcomes.filter((o) => o.outcome === "acquired")).toHaveLength(1);
    const winner = contenders[outcomes.findIndex((o) => o.outcome === "acquired")]!;
    for (const o of outcomes.filter((o) => o.outcome === "refused")) expect(o.message).toContain(`pid ${winner.child.pid}`);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), "utf8")).pid).toBe(winner.child.pid);
  });

  it("openDatabase takes the lock for PGlite: refused while another process holds it, free again after close()", async () => {
    const dir = freshDir();
    const holder = startContender(dir, 0, 0);
    await holder.outcome;
    await holder.exited;
    const first = await openDatabase({ kind: "pglite", dataDir: dir });
    await expect(openDatabase({ kind: "pglite", dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await first.close();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    const second = await openDatabase({ kind: "pglite", dataDir: dir });
    await second.close();
  });
});
