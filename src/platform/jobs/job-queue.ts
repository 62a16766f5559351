import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";

import type { Job } from "./job-definition";

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export type EnqueueOptions = {
  runAt: Date;
  /** At most one pending job per key: a second enqueue with the same key changes nothing. */
  singletonKey?: string;
};

/**
 * Queues a job. Pass the transaction of the event that causes it (`tx`), so the job exists exactly
 * when the event does. Answers the job's id, or null when a pending job already holds the key.
 */
export async function enqueueJob<Payload>(db: Database, job: Job<Payload>, payload: Payload, options: EnqueueOptions): Promise<number | null> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`
      insert into jobs (kind, payload, run_at, singleton_key, created_at)
      values (${job.kind}, ${JSON.stringify(payload ?? {})}::jsonb, ${at(options.runAt)}, ${options.singletonKey ?? null}, ${at(options.runAt)})
      on conflict (singleton_key) where status = 'pending' do nothing
      returning id`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** The singleton key of a recurring job's one row. */
export const scheduleKeyOf = (kind: string) => `schedule:${kind}`;

/** Makes sure each recurring job has its pending row (first run now); safe to call from every process at start. */
export async function ensureSchedules(db: Database, jobs: readonly Job[], now: Date): Promise<void> {
  for (const job of jobs) {
    if (job.everyMs !== undefined) await enqueueJob(db, job, {}, { runAt: now, singletonKey: scheduleKeyOf(job.kind) });
  }
}
