import { describe, expect, it } from "vitest";

import { latinBoundaryPattern, literalTerm, textHasSpelling, textMatchesTerm } from "./search-terms";
import { normalizeSearchText } from "./search-text";

const has = (text: string, spelling: string) => textHasSpelling(normalizeSearchText(text), spelling);

describe("decision 027: what a term matches", () => {
  it("matches a short Latin word as a word: go is not google or django, java not javascript", () => {
    expect(has("Go言語でAPI開発", "go")).toBe(true);
    expect(has("Go/TypeScript", "go")).toBe(true);
    expect(has("Google Analytics", "go")).toBe(false);
    expect(has("Django", "go")).toBe(false);
    expect(has("JavaScript", "java")).toBe(false);
    expect(has("Java（Spring）", "java")).toBe(true);
    expect(has("Javaエンジニア", "java")).toBe(true);
  });
  it("bounds only the ends that are Latin letters: c++ and .net may be followed by anything but are words at their letter end", () => {
    expect(latinBoundaryPattern("c++")).toBe("(?<![a-z])c\\+\\+");
    expect(has("C++17", "c++")).toBe(true);
    expect(has("abc++", "c++")).toBe(false);
    expect(latinBoundaryPattern(".net")).toBe("\\.net(?![a-z])");
    expect(has("ASP.NETで開発", ".net")).toBe(true);
    expect(has(".network", ".net")).toBe(false);
    expect(latinBoundaryPattern("k8s")).toBe("(?<![a-z])k8s(?![a-z])");
  });
  it("keeps substring matching for Japanese, digits and mixed terms that start or end in Japanese", () => {
    expect(latinBoundaryPattern("開発")).toBeUndefined();
    expect(latinBoundaryPattern("100")).toBeUndefined();
    expect(has("アプリ開発者", "開発")).toBe(true);
    expect(has("React開発リード", "react開発")).toBe(true);
    expect(has("Preact開発", "react開発")).toBe(false);
  });
  it("matches a term when any of its spellings is there", () => {
    const java = { text: "じゃば", spellings: ["じゃば", "java"] };
    expect(textMatchesTerm(normalizeSearchText("Java案件"), java)).toBe(true);
    expect(textMatchesTerm(normalizeSearchText("JavaScript案件"), java)).toBe(false);
    expect(textMatchesTerm("x", literalTerm("x"))).toBe(true);
  });
});
