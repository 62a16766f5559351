import { describe, expect, it } from "vitest";

import { parsePositiveId } from "./positive-id";

describe("parsePositiveId", () => {
  it.each([
    ["1", 1],
    ["2147483647", 2147483647],
    ["2147483648", null],
    ["0", null],
    ["01", null],
    ["-1", null],
    ["1.5", null],
    ["abc", null],
    ["", null],
  ] as const)("%s → %s", (segment, expected) => {
    expect(parsePositiveId(segment)).toBe(expected);
  });
});
