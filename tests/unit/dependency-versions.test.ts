import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

/**
 * `npm audit` cannot reach its service here, so the lockfile is checked directly against the floors
 * of the published advisories for the production dependencies that read input (docs/security.md,
 * "Dependencies"): Next.js before 16.2.6 and React before 19.2.6 (RCE, DoS, middleware bypass);
 * hono before 4.13.7 and @hono/node-server before 2.0.5 (2026 advisories up to GHSA-hxh3-vqpv-xpqv,
 * GHSA-frvp-7c67-39w9); nodemailer before 9.1.1 (GHSA-p6gq-j5cr-w38f and its kin).
 */
const MINIMUM_VERSIONS: Record<string, string> = {
  next: "16.2.6",
  react: "19.2.6",
  "react-dom": "19.2.6",
  hono: "4.13.7",
  "@hono/node-server": "2.0.5",
  nodemailer: "9.1.1",
};

function compareVersions(a: string, b: string): number {
  const parse = (v: string) => v.split("-")[0]!.split(".").map(Number);
  const [left, right] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if (left[i] !== right[i]) return (left[i] ?? 0) - (right[i] ?? 0);
  return 0;
}

const lockfile = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package-lock.json"), "utf8")) as {
  packages: Record<string, { version?: string }>;
};

describe("locked dependency versions", () => {
  it("compareVersions orders versions numerically", () => {
    expect(compareVersions("16.10.0", "16.2.6")).toBeGreaterThan(0);
    expect(compareVersions("16.2.5", "16.2.6")).toBeLessThan(0);
    expect(compareVersions("19.2.6", "19.2.6")).toBe(0);
  });

  it.each(Object.entries(MINIMUM_VERSIONS))("%s is at least %s in package-lock.json", (name, minimum) => {
    const installed = lockfile.packages[`node_modules/${name}`]?.version;
    expect(installed, `${name} is missing from the lockfile`).toBeDefined();
    expect(compareVersions(installed!, minimum), `${name} ${installed} < ${minimum}`).toBeGreaterThanOrEqual(0);
  });
});
