import { describe, expect, it } from "vitest";

import { BROKEN_CHARACTER_MESSAGE, CONTROL_CHARACTER_MESSAGE, findUnusableText, hasUnpairedSurrogate } from "./control-characters";

describe("broken characters in what is sent (issue 19)", () => {
  it("a lone half of a surrogate pair is broken; a whole pair (an emoji, a rare kanji) is not", () => {
    expect(hasUnpairedSurrogate("\ud800")).toBe(true);
    expect(hasUnpairedSurrogate("a\udc00b")).toBe(true);
    expect(hasUnpairedSurrogate("\udc00\ud800")).toBe(true);
    expect(hasUnpairedSurrogate("𠮷野家 🍣")).toBe(false);
    expect(hasUnpairedSurrogate("山田花子")).toBe(false);
  });

  it("names every field that holds one, keys included", () => {
    expect(findUnusableText({ a: "ok", b: ["x", "\ud83d"], "\udfff": 1 })).toEqual([
      { path: "b.1", message: BROKEN_CHARACTER_MESSAGE },
      { path: "\udfff", message: BROKEN_CHARACTER_MESSAGE },
    ]);
  });

  it("control characters are named first, then broken characters, in one walk", () => {
    expect(findUnusableText({ a: "\ud800", b: "x\u0000" })).toEqual([
      { path: "b", message: CONTROL_CHARACTER_MESSAGE },
      { path: "a", message: BROKEN_CHARACTER_MESSAGE },
    ]);
  });
});
