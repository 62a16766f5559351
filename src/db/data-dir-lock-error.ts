import path from "node:path";

/** What a lock file says about the process that holds the data directory. */
export type LockOwner = { pid: number; hostname: string; startedAt: string; command: string };

export type LockRefusal = {
  /** alive: a running process here holds it; other-host: a process on another machine, unverifiable. */
  reason: "alive" | "same-process" | "other-host" | "being-written" | "recovery-interrupted";
  owner?: LockOwner;
  lockPath: string;
};

/** The script this process runs, relative to the working directory when inside it (for the message). */
export function describeCommand(argv = process.argv, cwd = process.cwd()): string {
  const [script, ...args] = argv.slice(1);
  if (!script) return path.basename(argv[0] ?? "node");
  const relative = path.relative(cwd, script);
  const shown = relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : script;
  return [shown, ...args].join(" ");
}

function ownerJa(owner: LockOwner | undefined): string {
  return owner ? `pid ${owner.pid}, ${owner.command}, ${owner.startedAt} から` : "所有者不明";
}

function ownerEn(owner: LockOwner | undefined): string {
  return owner ? `pid ${owner.pid}, ${owner.command}, since ${owner.startedAt}` : "owner unknown";
}

function messageFor(dataDir: string, { reason, owner, lockPath }: LockRefusal): [string, string] {
  switch (reason) {
    case "same-process":
      return [
        `データディレクトリ ${dataDir} はこのプロセス (pid ${process.pid}) がすでに開いています。同じディレクトリは一度しか開けません。`,
        `The data directory ${dataDir} is already open in this process (pid ${process.pid}); it can be opened only once.`,
      ];
    case "other-host":
      return [
        `データディレクトリ ${dataDir} は別のマシン ${owner?.hostname} のプロセス (${ownerJa(owner)}) が使用中です。そのマシンでもう動いていなければ ${lockPath} を削除してから起動してください。`,
        `The data directory ${dataDir} is in use by a process on another machine, ${owner?.hostname} (${ownerEn(owner)}). If nothing runs there any more, delete ${lockPath} and start again.`,
      ];
    case "recovery-interrupted":
      return [
        `データディレクトリ ${dataDir} のロックの回復が途中で止まっています。ほかに起動中のプロセスがなければ ${lockPath} を削除してから起動してください。`,
        `Recovering the lock of the data directory ${dataDir} was interrupted. If no other process is running, delete ${lockPath} and start again.`,
      ];
    default:
      return [
        `データディレクトリ ${dataDir} は別のプロセス (${ownerJa(owner)}) が使用中です。そのプロセスを止めてから起動してください。`,
        `The data directory ${dataDir} is in use by another process (${ownerEn(owner)}). Stop it before starting another.`,
      ];
  }
}

/**
 * Another process (or this one) holds the data directory. The message is for people, in Japanese
 * and English: the server and the CLIs print it as it is, without a stack trace, and exit non-zero.
 */
export class DataDirLockedError extends Error {
  readonly owner: LockOwner | undefined;
  readonly reason: LockRefusal["reason"];

  constructor(
    readonly dataDir: string,
    refusal: LockRefusal,
  ) {
    super(messageFor(dataDir, refusal).join("\n"));
    this.name = "DataDirLockedError";
    this.owner = refusal.owner;
    this.reason = refusal.reason;
  }
}
