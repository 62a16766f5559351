import { percentile } from "../percentile";
import type { Answer } from "./load-client";
import type { LoadKind, LoadMix } from "./load-mix";

/** One request's fate: when it was due, how long it took from then, and its status (0: network failure). */
export type Outcome = { kind: LoadKind; dueAt: number; ms: number; status: number };
export type PhaseResult = { rate: number; seconds: number; outcomes: Outcome[]; notSent: number };

/** Statuses a visit of the mix may end with when all is well (a page may redirect; a like may be repeated). */
export const isSuccess = (status: number) => status >= 200 && status < 400;
const MAX_IN_FLIGHT = 1_000;

/**
 * An open model: requests are due at a constant rate whatever the server's pace (as people arrive),
 * and each one's time counts from when it was due, so a server that falls behind shows its queue in
 * the latencies instead of slowing the generator down (no coordinated omission). Past MAX_IN_FLIGHT
 * waiting requests the generator stops sending and counts what it did not send as failures.
 * `onSecond` is called once a second with the phase's elapsed seconds (fault injection hooks in).
 */
export async function runPhase(mix: LoadMix, rate: number, seconds: number, onSecond?: (second: number) => void | Promise<void>): Promise<PhaseResult> {
  const outcomes: Outcome[] = [];
  const pending = new Set<Promise<void>>();
  let notSent = 0;
  const started = Date.now();
  const total = Math.round(rate * seconds);
  let issued = 0;
  let second = 0;
  while (issued < total) {
    const elapsed = Date.now() - started;
    if (onSecond && elapsed >= (second + 1) * 1000) await onSecond(++second);
    // Request k is due at k / rate seconds: those with k ≤ elapsed × rate are due now.
    const due = Math.min(total, Math.floor((elapsed / 1000) * rate) + 1);
    for (; issued < due; issued++) {
      const dueAt = started + (issued / rate) * 1000;
      const kind = mix.kindAt(Math.random());
      if (pending.size >= MAX_IN_FLIGHT) {
        notSent++;
        outcomes.push({ kind, dueAt, ms: Number.NaN, status: 0 });
        continue;
      }
      const request: Promise<void> = mix.run(kind).then((answer: Answer) => {
        outcomes.push({ kind, dueAt, ms: Date.now() - dueAt, status: answer.status });
        pending.delete(request);
      });
      pending.add(request);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(pending);
  return { rate, seconds, outcomes, notSent };
}

export type Summary = { count: number; success: number; successPct: number; p50: number; p90: number; p99: number; achieved: number; errors: string };

export function summarize(outcomes: Outcome[], seconds: number): Summary {
  const times = outcomes
    .filter((o) => Number.isFinite(o.ms))
    .map((o) => o.ms)
    .sort((a, b) => a - b);
  const success = outcomes.filter((o) => isSuccess(o.status)).length;
  const errors = new Map<number, number>();
  for (const o of outcomes) if (!isSuccess(o.status)) errors.set(o.status, (errors.get(o.status) ?? 0) + 1);
  return {
    count: outcomes.length,
    success,
    successPct: outcomes.length ? (100 * success) / outcomes.length : 100,
    p50: times.length ? percentile(times, 50) : Number.NaN,
    p90: times.length ? percentile(times, 90) : Number.NaN,
    p99: times.length ? percentile(times, 99) : Number.NaN,
    achieved: success / seconds,
    errors:
      [...errors]
        .sort((a, b) => b[1] - a[1])
        .map(([status, n]) => `${status || "network"}×${n}`)
        .join(" ") || "–",
  };
}

/** Per kind of visit, for the table under each step. */
export function summarizeByKind(outcomes: Outcome[], seconds: number): Map<LoadKind, Summary> {
  const byKind = new Map<LoadKind, Outcome[]>();
  for (const o of outcomes) {
    const list = byKind.get(o.kind);
    if (list) list.push(o);
    else byKind.set(o.kind, [o]);
  }
  return new Map([...byKind].map(([kind, list]) => [kind, summarize(list, seconds)]));
}
