/** One page's Lighthouse result: category scores (0–100) and the metrics behind performance. */
export type PageScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that did not pass in at least one run (what to look at first). */
  failedAudits: string[];
};

/** Issue 19's targets for every public page. */
export const LIGHTHOUSE_TARGETS = {
  version: "12.8.2",
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

/**
 * What a public page missed, one line each ("/top/projects: performance 91 < 95"). `withPerformance`
 * false leaves the performance score out: CI gates the other three, which do not depend on how busy
 * the machine is (docs/benchmarks.md, "Lighthouse").
 */
export function missedTargets(label: string, scores: PageScores, withPerformance = true): string[] {
  const checks = [
    ...(withPerformance ? ([["performance", scores.performance, LIGHTHOUSE_TARGETS.performance]] as const) : []),
    ["accessibility", scores.accessibility, LIGHTHOUSE_TARGETS.accessibility],
    ["best practices", scores.bestPractices, LIGHTHOUSE_TARGETS.bestPractices],
    ["SEO", scores.seo, LIGHTHOUSE_TARGETS.seo],
  ] as const;
  return checks.filter(([, score, target]) => score < target).map(([name, score, target]) => `${label}: ${name} ${score} < ${target}`);
}
