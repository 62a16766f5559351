import { describe, expect, it } from "vitest";

import { COMMON_SHARE, planFreeWord } from "./free-word-plan";
import { lexemeSharesFrom } from "./lexeme-shares";

// Shares as ANALYZE lists them on 1M demo projects (docs/decisions/007-search-plan.md).
const shares = lexemeSharesFrom(
  ["開発", "えん", "んじ", "じに", "にあ", "でざ", "ざい", "いな", "なー", "re", "ea", "ac", "ct", "el", "li", "ir"],
  [0.849, 0.785, 0.746, 0.746, 0.746, 0.339, 0.339, 0.276, 0.349, 0.431, 0.17, 0.551, 0.316, 0.233, 0.13, 0.398],
);

describe("lexemeSharesFrom", () => {
  it("reads listed lexemes, and 0 (rarer than all listed) for the others", () => {
    expect(shares.shareOf({ text: "開発", isPrefix: false })).toBe(0.849);
    expect(shares.shareOf({ text: "xi", isPrefix: false })).toBe(0);
  });
  it("takes a prefix to be as common as the most common lexeme it starts", () => {
    expect(shares.shareOf({ text: "開", isPrefix: true })).toBe(0.849);
    expect(shares.shareOf({ text: "x", isPrefix: true })).toBe(0);
  });
  it("reads every lexeme as rare without statistics", () => {
    expect(lexemeSharesFrom([], []).shareOf({ text: "開発", isPrefix: false })).toBe(0);
  });
});

describe("planFreeWord", () => {
  it("keeps only the rare lexemes of a rare word for the index", () => {
    const plan = planFreeWord("Elixir", shares)!;
    expect(plan.terms).toEqual(["elixir"]);
    expect(plan.share).toBe(0);
    expect(plan.rareLexemeQuery).toBe("'ix' & 'xi'");
    expect(plan.allLexemeQuery).toBe("'el' & 'li' & 'ix' & 'xi' & 'ir'");
  });
  it("leaves a common word to a scan: no lexeme query, the share of its rarest lexeme", () => {
    const plan = planFreeWord("デザイナー", shares)!;
    expect(plan).toMatchObject({ terms: ["でざいなー"], share: 0.276, rareLexemeQuery: undefined });
  });
  it("takes the rarest lexeme of all the terms: one rare term makes the whole query rare", () => {
    expect(planFreeWord("React 開発", shares)).toMatchObject({ share: 0.17, rareLexemeQuery: undefined });
    expect(planFreeWord("開発 Elixir", shares)!.rareLexemeQuery).toBe("'ix' & 'xi'");
  });
  it("draws the line at COMMON_SHARE", () => {
    expect(planFreeWord("ja", lexemeSharesFrom(["ja"], [COMMON_SHARE]))!.rareLexemeQuery).toBeUndefined();
    expect(planFreeWord("ja", lexemeSharesFrom(["ja"], [COMMON_SHARE - 0.001]))!.rareLexemeQuery).toBe("'ja'");
  });
  it("uses every lexeme when the table has no statistics", () => {
    const plan = planFreeWord("ＰＭ エンジニア", lexemeSharesFrom([], []))!;
    expect(plan.rareLexemeQuery).toBe("'pm' & 'えん' & 'んじ' & 'じに' & 'にあ'");
    expect(plan.rareLexemeQuery).toBe(plan.allLexemeQuery);
  });
  it("is undefined for a word without a searchable character", () => {
    expect(planFreeWord("「」", shares)).toBeUndefined();
  });
});
