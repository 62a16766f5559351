import type { Database } from "@/db/client";
import { deliverDueMail } from "@/platform/mail/outbox-delivery";
import { createSmtpTransport } from "@/platform/mail/smtp-transport";

/** How often the outbox is looked at; a full batch is followed at once by the next. */
const DELIVERY_INTERVAL_MS = 5_000;
const BATCH_SIZE = 50;

type LoopOptions = { db: Database; smtpUrl: string; from: string; siteOrigin: string; now: () => Date; onError: (error: unknown) => void };

/**
 * Sends the outbox over SMTP while the server runs (decision 015). One pass at a time per process;
 * other processes may run theirs at once (the claim skips rows another holds). The timer never keeps
 * the process alive, and a stop lets the current pass finish its sends.
 */
export function startMailDelivery({ db, smtpUrl, from, siteOrigin, now, onError }: LoopOptions): () => void {
  const transport = createSmtpTransport(smtpUrl);
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  const pass = async () => {
    try {
      let report;
      do report = await deliverDueMail(db, transport, { now: now(), from, siteOrigin, batchSize: BATCH_SIZE });
      while (!isStopped && report.claimed === BATCH_SIZE);
    } catch (error) {
      onError(error);
    }
    if (!isStopped) {
      timer = setTimeout(() => void pass(), DELIVERY_INTERVAL_MS);
      timer.unref();
    }
  };
  void pass();
  return () => {
    isStopped = true;
    clearTimeout(timer);
    transport.close();
  };
}
