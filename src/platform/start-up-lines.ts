import { performance } from "node:perf_hooks";

/** The steps `npm start` shows; scripts/start.mjs prints step 1 (the build) itself. */
export const START_UP_STEPS = 4;

export type StartUpLines = {
  /** `[2/4]  24.1 秒  データベースを準備しています…`: the step that begins now. */
  step: (number: number, text: string) => void;
  /** A line without a step number (the demo mode). */
  say: (text: string) => void;
};

const QUIET_LEVELS = new Set(["warn", "error", "fatal", "silent"]);

/**
 * Plain lines for the person who typed `npm start`, beside the JSON log lines for machines. They go
 * to stderr, so stdout stays JSON lines only and a log collector reading it parses every line; a
 * LOG_LEVEL above info (the tests start servers at warn) leaves them out with the info logs.
 * Times count from the moment `npm start` began: scripts/start.mjs passes it as
 * KAKEHASHI_STARTED_AT (epoch ms), so the build it ran is included; a server started on its own
 * counts from its own start.
 */
export function createStartUpLines(
  logLevel: string,
  source: Record<string, string | undefined> = process.env,
  write: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): StartUpLines {
  if (QUIET_LEVELS.has(logLevel)) return { step: () => {}, say: () => {} };
  const given = Number(source.KAKEHASHI_STARTED_AT);
  const startedAt = Number.isFinite(given) && given > 0 ? given : performance.timeOrigin;
  const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)} 秒`;
  return {
    step: (number, text) => write(`[${number}/${START_UP_STEPS}] ${seconds()}  ${text}`),
    say: (text) => write(text),
  };
}
