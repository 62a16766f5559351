import { sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { errorForLog } from "@/lib/error-for-log";

import { DEFAULT_JOB_LEASE_MS, DEFAULT_JOB_RETRY_DELAYS_MS, type Job, type JobContext } from "./job-definition";

type ClaimedJob = { id: number; kind: string; payload: unknown; attempts: number };

export type JobRegistry = ReadonlyMap<string, Job>;
export type RunOptions = JobContext & { batchSize?: number };
export type RunReport = { claimed: number; done: number; retried: number; failed: number };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function jobRegistry(jobs: readonly Job[]): JobRegistry {
  return new Map(jobs.map((job) => [job.kind, job]));
}

/**
 * Claims due jobs of the kinds this process knows, oldest first, with a lease. `FOR UPDATE SKIP
 * LOCKED` lets several processes claim at once without taking the same row (PostgreSQL and PGlite).
 * The longest lease of the known kinds is used: a job's own lease is set right after (claim order is
 * not the kinds' order).
 */
async function claimDueJobs(db: Database, registry: JobRegistry, now: Date, batchSize: number): Promise<ClaimedJob[]> {
  const kinds = [...registry.keys()];
  if (kinds.length === 0) return [];
  const leaseMs = Math.max(...[...registry.values()].map((job) => job.leaseMs ?? DEFAULT_JOB_LEASE_MS));
  const rows = await selectRows<ClaimedJob>(
    db,
    sql`
      update jobs set locked_until = ${at(new Date(now.getTime() + leaseMs))}, attempts = attempts + 1
      where id in (
        select id from jobs
        where status = 'pending' and run_at <= ${at(now)} and (locked_until is null or locked_until <= ${at(now)})
          and kind in (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})
        order by run_at, id
        limit ${batchSize}
        for update skip locked
      )
      returning id, kind, payload, attempts`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
}

/** A one-off job ends as done; a recurring one is moved to its next run with its attempts reset. */
async function markSucceeded(db: Database, job: ClaimedJob, definition: Job, now: Date) {
  if (definition.everyMs !== undefined) {
    const next = new Date(now.getTime() + definition.everyMs);
    await db.execute(sql`update jobs set run_at = ${at(next)}, attempts = 0, locked_until = null, last_error = null where id = ${job.id}`);
  } else {
    await db.execute(sql`update jobs set status = 'done', finished_at = ${at(now)}, locked_until = null, last_error = null where id = ${job.id}`);
  }
}

/**
 * A failed run waits its turn and tries again; after the last retry a one-off job ends as failed with
 * its reason. A recurring job never ends: after its retries it waits for its next regular run.
 */
async function markFailed(db: Database, job: ClaimedJob, definition: Job | undefined, reason: string, now: Date) {
  const delays = definition?.retryDelaysMs ?? DEFAULT_JOB_RETRY_DELAYS_MS;
  const delay = definition ? delays[job.attempts - 1] : undefined;
  if (delay !== undefined) {
    await db.execute(sql`update jobs set run_at = ${at(new Date(now.getTime() + delay))}, locked_until = null, last_error = ${reason} where id = ${job.id}`);
    return "retried" as const;
  }
  if (definition?.everyMs !== undefined) {
    const next = new Date(now.getTime() + definition.everyMs);
    await db.execute(sql`update jobs set run_at = ${at(next)}, attempts = 0, locked_until = null, last_error = ${reason} where id = ${job.id}`);
    return "retried" as const;
  }
  await db.execute(sql`update jobs set status = 'failed', finished_at = ${at(now)}, locked_until = null, last_error = ${reason} where id = ${job.id}`);
  return "failed" as const;
}

/**
 * Why a run failed, as `jobs.last_error` keeps it and the log says it: the error as errorForLog
 * renders it, so a failed query is named by its statement and never carries the values it sent
 * (an e-mail address, an inquiry's text) — a raw driver message would quote them.
 */
function reasonOf(error: unknown): string {
  const logged = errorForLog(error);
  return logged.cause ? `${logged.message}: ${logged.cause.message}` : logged.message;
}

/**
 * One pass of the worker: claims a batch of due jobs and runs them one after another (jobs such as
 * an erasure or an export are heavy; one at a time keeps the process responsive). Reasons are kept
 * in `jobs.last_error` and logged — never the payload, which may hold personal data.
 */
export async function runDueJobs(registry: JobRegistry, options: RunOptions): Promise<RunReport> {
  const { db, now, logger, siteOrigin, uploads, batchSize = 10 } = options;
  const claimed = await claimDueJobs(db, registry, now, batchSize);
  const report: RunReport = { claimed: claimed.length, done: 0, retried: 0, failed: 0 };
  for (const job of claimed) {
    const definition = registry.get(job.kind);
    try {
      if (!definition) throw new Error(`unknown job kind ${job.kind}`);
      await definition.execute({ db, now, logger, siteOrigin, uploads }, job.payload);
      await markSucceeded(db, job, definition, now);
      report.done += 1;
    } catch (error) {
      const reason = reasonOf(error);
      logger.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, reason, err: error }, "job failed");
      report[await markFailed(db, job, definition, reason.slice(0, 1000), now)] += 1;
    }
  }
  return report;
}
