import { describe, expect, it } from "vitest";

import { changedFields } from "./changed-fields";

describe("changedFields (issue 18: the audit log keeps before and after of what an action changed)", () => {
  it("keeps only the fields that differ, arrays compared by content", () => {
    const before = { title: "Go 開発", skillIds: [1, 2], openings: 1, note: undefined };
    const after = { title: "Go バックエンド開発", skillIds: [1, 2], openings: 2 };
    expect(changedFields(before, after)).toEqual({ before: { title: "Go 開発", openings: 1 }, after: { title: "Go バックエンド開発", openings: 2 } });
  });

  it("names a field that appeared or disappeared with null on the other side", () => {
    expect(changedFields({ a: 1 }, { b: [3] })).toEqual({ before: { a: 1, b: null }, after: { a: null, b: [3] } });
  });

  it("is empty when nothing changed", () => {
    expect(changedFields({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual({ before: {}, after: {} });
  });
});
