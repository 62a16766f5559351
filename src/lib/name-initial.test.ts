import { describe, expect, it } from "vitest";

import { initialOfKana } from "./name-initial";

describe("initialOfKana (issue 13: a visitor sees 「山田 T.」)", () => {
  it.each([
    ["タロウ", "T"],
    ["たろう", "T"],
    ["シンジ", "S"],
    ["チヒロ", "C"],
    ["ジュン", "J"],
    ["フミカ", "F"],
    ["アヤ", "A"],
    ["ユカ", "Y"],
    ["リョウ", "R"],
  ])("%s → %s", (reading, initial) => {
    expect(initialOfKana(reading)).toBe(initial);
  });

  it("has no initial for an empty or non-kana reading", () => {
    expect(initialOfKana("")).toBeUndefined();
    expect(initialOfKana("Taro")).toBeUndefined();
  });
});
