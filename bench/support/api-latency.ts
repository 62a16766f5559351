import os from "node:os";
import { performance } from "node:perf_hooks";

import type { BrowserLikeClient } from "../../tests/support/api-client";
import { percentile } from "./percentile";

/** The 1-, 5- and 15-minute load averages, two decimals each. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** One API request that must answer `status`; the answer's text (a wrong status throws with it). */
export async function expectStatus(client: BrowserLikeClient, method: "GET" | "POST", path: string, status: number, json?: unknown): Promise<string> {
  const response = await client.request(method, path, json === undefined ? {} : { json });
  const text = await response.text();
  if (response.status !== status) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text;
}

/**
 * A markdown table of latencies, one row per measure: `warmUps` unmeasured runs, then `runs` timed
 * ones (the run's index is passed on, warm-ups included), p50 and p95 against an optional p95 target.
 * `verdicts` collects the targeted measures, met or missed.
 */
export function latencyTable(runs: number, warmUps = 5) {
  const verdicts: string[] = [];
  console.log("| measure | p50 | p95 | target p95 | met? |\n|---|---|---|---|---|");
  async function measure(name: string, run: (i: number) => Promise<unknown>, limit: number | null) {
    const samples: number[] = [];
    for (let i = 0; i < warmUps + runs; i++) {
      const started = performance.now();
      await run(i);
      if (i >= warmUps) samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const p95 = percentile(samples, 95);
    const verdict = limit === null ? "report only" : p95 <= limit ? "met" : "**MISSED**";
    if (limit !== null) verdicts.push(`${name}: ${verdict} (p95 ${p95.toFixed(1)} ms, target ≤ ${limit} ms)`);
    console.log(`| ${name} | ${percentile(samples, 50).toFixed(1)} ms | ${p95.toFixed(1)} ms | ${limit === null ? "—" : `≤ ${limit} ms`} | ${verdict} |`);
  }
  return { measure, verdicts };
}
