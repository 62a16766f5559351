import type { Database } from "@/db/client";
import type { Logger } from "@/lib/logger";
import type { Job } from "@/platform/jobs/job-definition";
import { ensureSchedules } from "@/platform/jobs/job-queue";
import { jobRegistry, runDueJobs } from "@/platform/jobs/job-runner";
import type { UploadStore } from "@/platform/uploads/upload-store";

/** How often each process looks for due jobs; a full batch is followed at once by the next. */
const POLL_INTERVAL_MS = 1_000;
const BATCH_SIZE = 10;

type WorkerOptions = { db: Database; now: () => Date; logger: Logger; siteOrigin: string; uploads: UploadStore; jobs: readonly Job[] };

/**
 * Runs background jobs while the server runs (decision 016): every process runs one, and the claim
 * keeps two from running the same job. The timer never keeps the process alive; a stop lets the
 * current job finish (a job cut short by a kill runs again after its lease).
 */
export function startJobWorker({ db, now, logger, siteOrigin, uploads, jobs }: WorkerOptions): () => void {
  const registry = jobRegistry(jobs);
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  const pass = async () => {
    try {
      let report;
      do report = await runDueJobs(registry, { db, now: now(), logger, siteOrigin, uploads, batchSize: BATCH_SIZE });
      while (!isStopped && report.claimed === BATCH_SIZE);
    } catch (error) {
      logger.error({ err: error }, "job worker pass failed");
    }
    if (!isStopped) {
      timer = setTimeout(() => void pass(), POLL_INTERVAL_MS);
      timer.unref();
    }
  };
  void ensureSchedules(db, jobs, now())
    .catch((error) => logger.error({ err: error }, "could not schedule recurring jobs"))
    .finally(() => void pass());
  return () => {
    isStopped = true;
    clearTimeout(timer);
  };
}
