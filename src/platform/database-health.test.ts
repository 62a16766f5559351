import { describe, expect, it } from "vitest";

import { isClientAbort, isDatabaseUnavailableError } from "./database-health";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("issue 19: what counts as the database being unreachable", () => {
  it("a client that hung up mid-body (Node's 'aborted', ECONNRESET) is not the database; a reset database socket is", () => {
    const clientAbort = withCode("aborted", "ECONNRESET");
    expect(isClientAbort(clientAbort)).toBe(true);
    expect(isDatabaseUnavailableError(clientAbort)).toBe(false);

    const databaseReset = withCode("read ECONNRESET", "ECONNRESET");
    expect(isClientAbort(databaseReset)).toBe(false);
    expect(isDatabaseUnavailableError(databaseReset)).toBe(true);
    expect(isDatabaseUnavailableError(new Error("Failed query", { cause: databaseReset }))).toBe(true);
  });
});
