import { describe, expect, it } from "vitest";

import { visiblePages } from "./pagination";

describe("visiblePages", () => {
  it("shows every page when there are few", () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });
  it("keeps the first and last page and marks the gaps", () => {
    expect(visiblePages(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });
  it("does not mark a gap between neighbours", () => {
    expect(visiblePages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
