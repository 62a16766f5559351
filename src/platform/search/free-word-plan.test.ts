import { describe, expect, it } from "vitest";

import { literalTerm } from "@/lib/search-terms";

import { isCommon, planFreeWord } from "./free-word-plan";
import { buildSearchDictionary } from "./search-dictionary";
import { lexemeSharesFrom } from "./lexeme-shares";

// Shares as ANALYZE lists them on 1M demo rows (the project table of docs/decisions/007-search-plan.md).
const shares = lexemeSharesFrom(
  ["開発", "えん", "んじ", "じに", "にあ", "でざ", "ざい", "いな", "なー", "re", "ea", "ac", "ct", "el", "li", "ir"],
  [0.849, 0.785, 0.746, 0.746, 0.746, 0.339, 0.339, 0.276, 0.349, 0.431, 0.17, 0.551, 0.316, 0.233, 0.13, 0.398],
  1_000_000,
  // Bigrams only, as a table reads until its rows have whole-word lexemes (search text version 3).
  false,
);
const noStatistics = lexemeSharesFrom([], [], 0, false);

describe("lexemeSharesFrom", () => {
  it("reads listed lexemes, and 0 (rarer than all listed) for the others", () => {
    expect(shares.shareOf({ text: "開発", isPrefix: false })).toBe(0.849);
    expect(shares.shareOf({ text: "xi", isPrefix: false })).toBe(0);
  });
  it("takes a prefix to be at most as common as all the lexemes it starts together", () => {
    expect(shares.shareOf({ text: "開", isPrefix: true })).toBe(0.849);
    expect(shares.shareOf({ text: "r", isPrefix: true })).toBe(0.431);
    expect(shares.shareOf({ text: "で", isPrefix: true })).toBe(0.339);
    expect(lexemeSharesFrom(["あい", "あか"], [0.6, 0.7], 1000).shareOf({ text: "あ", isPrefix: true })).toBe(1);
    expect(shares.shareOf({ text: "x", isPrefix: true })).toBe(0);
  });
  it("reads every lexeme as rare without statistics", () => {
    expect(noStatistics.shareOf({ text: "開発", isPrefix: false })).toBe(0);
  });
});

describe("planFreeWord", () => {
  it("keeps only the rare lexemes of a rare word for the index", () => {
    const plan = planFreeWord("Elixir", shares)!;
    expect(plan.terms).toEqual([literalTerm("elixir")]);
    expect(plan.share).toBe(0);
    expect(plan.rareLexemeQuery).toBe("'ix' & 'xi'");
    expect(plan.allLexemeQuery).toBe("'el' & 'li' & 'ix' & 'xi' & 'ir'");
  });
  it("leaves a common word to a scan: no lexeme query, the share of its rarest lexeme", () => {
    const plan = planFreeWord("デザイナー", shares)!;
    expect(plan).toMatchObject({ terms: [literalTerm("でざいなー")], share: 0.276, rareLexemeQuery: undefined });
  });
  it("takes the rarest lexeme of all the terms: one rare term makes the whole query rare", () => {
    expect(planFreeWord("React 開発", shares)).toMatchObject({ share: 0.17, rareLexemeQuery: undefined });
    expect(planFreeWord("開発 Elixir", shares)!.rareLexemeQuery).toBe("'ix' & 'xi'");
  });
  it("calls a word common from 10 % of 1M rows, or 32 % of 100k: where a scan beats the posting list", () => {
    expect([isCommon(0.11, 1_000_000), isCommon(0.09, 1_000_000)]).toEqual([true, false]);
    expect([isCommon(0.33, 100_000), isCommon(0.3, 100_000)]).toEqual([true, false]);
    expect(planFreeWord("ja", lexemeSharesFrom(["ja"], [0.11], 1_000_000, false))!.rareLexemeQuery).toBeUndefined();
    expect(planFreeWord("ja", lexemeSharesFrom(["ja"], [0.11], 100_000, false))!.rareLexemeQuery).toBe("'ja'");
  });
  it("uses every lexeme when the table has no statistics", () => {
    const plan = planFreeWord("ＰＭ エンジニア", noStatistics)!;
    expect(plan.rareLexemeQuery).toBe("'pm' & 'えん' & 'んじ' & 'じに' & 'にあ'");
    expect(plan.rareLexemeQuery).toBe(plan.allLexemeQuery);
  });
  it("decision 027: ORs a term's spellings; the term is as common as its spellings together", () => {
    const dictionary = buildSearchDictionary([{ name: "React", words: ["リアクト"] }]);
    const plan = planFreeWord("リアクト", noStatistics, dictionary.termOf)!;
    expect(plan.terms).toEqual([{ text: "りあくと", spellings: ["りあくと", "react"] }]);
    expect(plan.rareLexemeQuery).toBe("(('りあ' & 'あく' & 'くと') | ('re' & 'ea' & 'ac' & 'ct'))");
    // React's rarest lexeme is in 17 % of 1M rows: りあくと or react is at most that common, which a scan counts fastest.
    const withReact = planFreeWord("リアクト", shares, dictionary.termOf)!;
    expect(withReact.share).toBe(0.17);
    expect(withReact.rareLexemeQuery).toBeUndefined();
    // A spelling whose every lexeme is common leaves the term out of the GIN query; a rare term still narrows it.
    expect(planFreeWord("elixir リアクト", lexemeSharesFrom(["re", "ea", "ac", "ct"], [0.9, 0.9, 0.9, 0.9], 1_000_000, false), dictionary.termOf)!.rareLexemeQuery).toBe(
      "'el' & 'li' & 'ix' & 'xi' & 'ir'",
    );
  });
  it("decision 027: once every row holds whole Latin words, a Latin run is one word lexeme and only the other bigrams remain", () => {
    const withWords = lexemeSharesFrom([":go", "開発"], [0.03, 0.849], 1_000_000);
    expect(planFreeWord("Go", withWords)).toMatchObject({ share: 0.03, rareLexemeQuery: "':go'", allLexemeQuery: "':go'" });
    expect(planFreeWord("c++", withWords)!.allLexemeQuery).toBe("':c' & 'c+' & '++'");
    expect(planFreeWord("Go言語", withWords)!.allLexemeQuery).toBe("':go' & 'o言' & '言語'");
    expect(planFreeWord("node.js", withWords)!.allLexemeQuery).toBe("':node' & ':js' & 'e.' & '.j'");
    const dictionary = buildSearchDictionary([{ name: "React", words: ["リアクト"] }]);
    expect(planFreeWord("リアクト", lexemeSharesFrom([], [], 0), dictionary.termOf)!.rareLexemeQuery).toBe("(('りあ' & 'あく' & 'くと') | (':react'))");
  });
  it("is undefined for a word without a searchable character", () => {
    expect(planFreeWord("「」", shares)).toBeUndefined();
  });
});
