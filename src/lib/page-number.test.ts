import { describe, expect, it } from "vitest";

import { parsePageNumber } from "./page-number";

describe("parsePageNumber", () => {
  it.each([
    [undefined, 1],
    ["", 1],
    ["0", 1],
    ["-2", 1],
    ["abc", 1],
    ["1.5", 1],
    ["3", 3],
    [["4", "5"], 4],
  ] as const)("%j → %i", (value, expected) => {
    expect(parsePageNumber(value as string | string[] | undefined)).toBe(expected);
  });
  it("clamps to the last page", () => {
    expect(parsePageNumber("99", 5)).toBe(5);
  });
});
