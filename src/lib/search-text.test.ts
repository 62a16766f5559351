import { describe, expect, it } from "vitest";

import { normalizeSearchText, splitSearchTerms, toSearchBigramsLiteral, toSearchTsquery } from "./search-text";

describe("normalizeSearchText", () => {
  it.each([
    ["ｴﾝｼﾞﾆｱ", "えんじにあ"],
    ["エンジニア", "えんじにあ"],
    ["えんじにあ", "えんじにあ"],
    ["ＴｙｐｅＳｃｒｉｐｔ", "typescript"],
    ["TYPESCRIPT", "typescript"],
    ["React・Next.js（フルリモート）", "react next.js ふるりもーと"],
    ["C++ と C#", "c++ と c#"],
    ["  全角　スペース  ", "全角 すぺーす"],
  ])("folds %s to %s", (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
  it("turns control characters, NUL included, into spaces (PostgreSQL text cannot hold NUL)", () => {
    expect(normalizeSearchText("a\u0000b\u0001c\u007f\u0085d\u0000")).toBe("a b c d");
  });
});

describe("splitSearchTerms", () => {
  it("splits on half-width and full-width spaces and drops duplicates", () => {
    expect(splitSearchTerms("Go　go  AWS")).toEqual(["go", "aws"]);
  });
  it("returns nothing for punctuation-only input", () => {
    expect(splitSearchTerms("「」、。")).toEqual([]);
  });
});

describe("toSearchBigramsLiteral", () => {
  it("stores each bigram once and each segment's last character", () => {
    expect(toSearchBigramsLiteral("あいあい go")).toBe("'あい' 'いあ' 'い' 'go' 'o' ':go'");
  });
  it("decision 027: adds each whole Latin word, marked, so that go is not read from google", () => {
    expect(toSearchBigramsLiteral("go言語 google c++")).toBe("'go' 'o言' '言語' '語' 'oo' 'og' 'gl' 'le' 'e' 'c+' '++' '+' ':go' ':google' ':c'");
  });
  it("escapes quotes and backslashes", () => {
    expect(toSearchBigramsLiteral("a'\\")).toBe("'a''' '''\\\\' '\\\\' ':a'");
  });
});

describe("toSearchTsquery", () => {
  it("ANDs every bigram of every term", () => {
    expect(toSearchTsquery("ＰＭ エンジニア")).toBe("'pm' & 'えん' & 'んじ' & 'じに' & 'にあ'");
  });
  it("turns a one-character term into a prefix query", () => {
    expect(toSearchTsquery("ｺﾞ")).toBe("'ご':*");
  });
  it("is undefined for an empty query", () => {
    expect(toSearchTsquery("　")).toBeUndefined();
  });
});
