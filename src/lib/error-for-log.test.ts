import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";

import { errorForLog, statementName, summariseParams } from "./error-for-log";

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA";
const EMAIL = "hanako@example.test";
const INQUIRY = "弊社の新規事業について相談させてください";

function failedInsert() {
  const cause = Object.assign(new Error(`duplicate key value violates unique constraint "users_email_key"`), {
    code: "23505",
    detail: `Key (email)=(${EMAIL}) already exists.`,
    constraint: "users_email_key",
    table: "users",
    severity: "ERROR",
  });
  return new DrizzleQueryError(`insert into "users" ("email", "password_hash", "note") values ($1, $2, $3) returning "id"`, [EMAIL, HASH, INQUIRY], cause);
}

describe("errors written to the log carry no values", () => {
  it("a failed insert is logged by its statement and parameter types, never the e-mail, hash or text", () => {
    const logged = errorForLog(failedInsert());
    const text = JSON.stringify(logged);
    for (const secret of [EMAIL, HASH, INQUIRY, "hanako"]) expect(text).not.toContain(secret);
    expect(logged).toMatchObject({
      message: "Failed query: insert users",
      statement: "insert users",
      params: "3 params: string, string, string",
      cause: { code: "23505", constraint: "users_email_key", table: "users" },
    });
    expect(logged.stack).toMatch(/^\w+: Failed query: insert users\n {4}at /);
  });

  it("values PostgreSQL quotes back in a message are blanked", () => {
    const logged = errorForLog(Object.assign(new Error(`invalid input syntax for type integer: "${EMAIL}"`), { code: "22P02" }));
    expect(logged.message).toBe('invalid input syntax for type integer: "…"');
  });

  it("an ordinary error keeps its message and stack", () => {
    const logged = errorForLog(new TypeError("cannot read properties of undefined"));
    expect(logged).toMatchObject({ type: "TypeError", message: "cannot read properties of undefined" });
    expect(logged.stack).toContain("error-for-log.test.ts");
  });

  it.each([
    [`select "id" from "projects" where "id" = $1`, "select projects"],
    [`insert into "sessions" ("id") values ($1)`, "insert sessions"],
    [`update "users" set "plan" = $1`, "update users"],
    [`delete from "rate_limit_counters" where true`, "delete rate_limit_counters"],
    [`with recent as (select 1) select * from "project_views"`, "with project_views"],
    ["begin", "begin"],
  ])("statement name of %s is %s", (query, name) => {
    expect(statementName(query)).toBe(name);
  });

  it("parameter summaries name types only", () => {
    expect(summariseParams([1, null, new Date(0), [1], true])).toBe("5 params: number, null, date, array, boolean");
    expect(summariseParams([])).toBe("0 params");
  });
});
