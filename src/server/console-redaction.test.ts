import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";

import { redactConsoleErrors } from "./console-redaction";
import { isDatabaseUnavailableError } from "@/platform/database-health";

function capturingConsole() {
  const printed: unknown[][] = [];
  const target = { error: (...args: unknown[]) => void printed.push(args), warn: (...args: unknown[]) => void printed.push(args) };
  const outages: unknown[] = [];
  redactConsoleErrors(target, { noteFailure: (error) => (isDatabaseUnavailableError(error) ? (outages.push(error), true) : false) });
  return { target, printed, outages };
}

describe("errors Next.js prints to the console", () => {
  it("a failed query is printed without its parameters", () => {
    const { target, printed } = capturingConsole();
    target.error(" ⨯", new DrizzleQueryError(`select * from "users" where "email" = $1`, ["hanako@example.test"], new Error("boom")));
    expect(printed).toHaveLength(1);
    expect(String(printed[0]![1])).toContain("Failed query: select users");
    expect(JSON.stringify(printed)).not.toContain("hanako@example.test");
  });

  it("an outage's errors are handed to the database health instead of printed per page view", () => {
    const { target, printed, outages } = capturingConsole();
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    for (let i = 0; i < 5; i++) target.error(new DrizzleQueryError("select 1", [], refused));
    expect(printed).toHaveLength(0);
    expect(outages).toHaveLength(5);
  });

  it("other messages pass through unchanged", () => {
    const { target, printed } = capturingConsole();
    target.warn("a plain warning", 42);
    expect(printed).toEqual([["a plain warning", 42]]);
  });
});
