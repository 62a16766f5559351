import { expect, it } from "vitest";

import { PAYLOADS_PER_FAMILY, runFamily, type FamilyReport } from "./family-runner";
import { ROUTE_FAMILIES } from "./route-families";

/** One line per family for the run's log: what was sent, how long it took, what came back. */
function summaryOf(report: FamilyReport): string {
  const foreign = Object.entries(report.foreignIssues).filter(([, issues]) => Object.keys(issues).length > 0);
  const statuses = Object.entries(report.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");
  return [
    `[issue 19] ${report.family}: ${report.payloads.toLocaleString("en")} payloads in ${report.seconds} s`,
    `(${report.accepted} accepted, ${report.worlds} worlds; ${statuses})`,
    foreign.length > 0 ? `; field issues in Zod's English on ${foreign.length} routes` : "",
  ].join(" ");
}

/**
 * The test of one route family (tests/property/support/route-families.ts): PAYLOADS_PER_FAMILY
 * generated payloads, and what issue 19 promises for every answer (support/family-runner.ts).
 */
export function testFamily(key: string): void {
  const family = ROUTE_FAMILIES.find((f) => f.key === key);
  if (!family) throw new Error(`no route family "${key}" in support/route-families.ts`);
  it(`issue 19: ${family.name} — ${PAYLOADS_PER_FAMILY.toLocaleString("en")} generated payloads: never 5xx, refusals and their field issues in Japanese, writing nothing`, async () => {
    const report = await runFamily(family);
    console.log(summaryOf(report));
    expect(report.payloads).toBe(PAYLOADS_PER_FAMILY);
    // Every field issue a person may read is Japanese, Zod's defaults included (src/lib/japanese-issue-messages.ts).
    expect(Object.entries(report.foreignIssues).filter(([, issues]) => Object.keys(issues).length > 0)).toEqual([]);
  });
}
