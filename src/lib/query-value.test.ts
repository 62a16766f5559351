import { describe, expect, it } from "vitest";

import { queryValue } from "./query-value";

describe("queryValue (the console's GET forms: an empty field means no filter)", () => {
  it("keeps a value, and reads an empty or blank one, a repeated one or none as not given", () => {
    expect(queryValue("pro")).toBe("pro");
    expect(queryValue("")).toBeUndefined();
    expect(queryValue("  ")).toBeUndefined();
    expect(queryValue(["a", "b"])).toBeUndefined();
    expect(queryValue(undefined)).toBeUndefined();
  });
});
