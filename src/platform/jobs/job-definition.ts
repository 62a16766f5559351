import type { Database } from "@/db/client";
import type { Logger } from "@/lib/logger";

import type { UploadStore } from "../uploads/upload-store";

/** What a job's code gets: the database, the injected clock's time of this run, a logger, the site's origin, the upload store. */
export type JobContext = { db: Database; now: Date; logger: Logger; siteOrigin: string; uploads: UploadStore };

/** Waits before each retry of a failed run; after the last one the job ends as failed (visible in `jobs`). */
export const DEFAULT_JOB_RETRY_DELAYS_MS = [60_000, 10 * 60_000, 60 * 60_000] as const;
/** How long a claimed job is ours: a process killed mid-run frees it after this. */
export const DEFAULT_JOB_LEASE_MS = 10 * 60_000;

export type JobDefinition<Payload = unknown> = {
  /** Unique name, stored in `jobs.kind` (e.g. "account.erase"). */
  kind: string;
  /** Checks the stored payload before a run; a payload that fails is a permanent failure. */
  parsePayload: (payload: unknown) => Payload;
  run: (context: JobContext, payload: Payload) => Promise<void>;
  /** Recurring jobs: one row that is rescheduled this long after each run (decision 016). */
  everyMs?: number;
  retryDelaysMs?: readonly number[];
  leaseMs?: number;
};

/** A declared job kind with its payload type erased for the runner (the payload is parsed before each run). */
export type Job<Payload = unknown> = Pick<JobDefinition<Payload>, "kind" | "everyMs" | "retryDelaysMs" | "leaseMs"> & {
  execute: (context: JobContext, storedPayload: unknown) => Promise<void>;
  /** Type only: what `enqueueJob` accepts for this kind. */
  readonly payloadType?: Payload;
};

/** Declares a job kind; src/server/job-registry.ts lists every one the worker runs. */
export function defineJob<Payload>({ run, parsePayload, ...settings }: JobDefinition<Payload>): Job<Payload> {
  return { ...settings, execute: (context, storedPayload) => run(context, parsePayload(storedPayload)) };
}

/** For jobs that take no payload. */
export const noPayload = (): undefined => undefined;
