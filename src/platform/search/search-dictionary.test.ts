import { describe, expect, it } from "vitest";

import { buildSearchDictionary, editDistance } from "./search-dictionary";

const dictionary = buildSearchDictionary([
  { name: "Java", words: ["ジャバ"] },
  { name: "JavaScript", words: ["JS", "ジャバスクリプト"] },
  { name: "React", words: ["リアクト", "ReactJS"] },
  { name: "Kubernetes", words: ["k8s"] },
  { name: "PM/ディレクター", words: ["PM", "プロマネ"] },
  { name: "新規事業", words: ["新規事業開発"] },
  { name: "事業開発", words: ["新規事業開発", "BizDev"] },
  { name: "TypeScript", words: [] },
]);

describe("decision 027: the search dictionary", () => {
  it("expands a reading, a short form or a name to every spelling of what it names", () => {
    expect(dictionary.termOf("じゃば").spellings).toEqual(["じゃば", "java"]);
    expect(dictionary.termOf("java").spellings).toEqual(["java", "じゃば"]);
    expect(dictionary.termOf("js").spellings).toEqual(["js", "javascript", "じゃばすくりぷと"]);
    expect(dictionary.termOf("k8s").spellings).toEqual(["k8s", "kubernetes"]);
    // A name of several words is one spelling with its space, as the texts hold it.
    expect(dictionary.termOf("pm").spellings).toEqual(["pm", "pm でぃれくたー", "ぷろまね"]);
  });
  it("joins every entry a word belongs to, and leaves an unknown word as typed", () => {
    expect(dictionary.termOf("新規事業開発").spellings).toEqual(["新規事業開発", "新規事業", "事業開発", "bizdev"]);
    expect(dictionary.termOf("elixir").spellings).toEqual(["elixir"]);
  });
  it("offers near names for a typo or a fragment, nearest first, never for one or two characters", () => {
    expect(dictionary.nearNames("reakt", 3)).toEqual(["React"]);
    expect(dictionary.nearNames("typescr", 3)).toEqual(["TypeScript"]);
    expect(dictionary.nearNames("kubernetis", 3)).toEqual(["Kubernetes"]);
    expect(dictionary.nearNames("りあくとぅ", 3)).toEqual(["React"]);
    expect(dictionary.nearNames("jv", 3)).toEqual([]);
    expect(dictionary.nearNames("まったく別の語", 3)).toEqual([]);
  });
  it("measures edit distance with transpositions, stopping past the limit", () => {
    expect(editDistance("react", "raect", 2)).toBe(1);
    expect(editDistance("react", "reakt", 2)).toBe(1);
    expect(editDistance("java", "javascript", 2)).toBe(3);
    expect(editDistance("", "ab", 2)).toBe(2);
  });
});
