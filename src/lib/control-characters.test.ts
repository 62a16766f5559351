import { describe, expect, it } from "vitest";

import { findUnpairedSurrogatePaths, hasUnpairedSurrogate } from "./control-characters";

describe("broken characters in what is sent (issue 19)", () => {
  it("a lone half of a surrogate pair is broken; a whole pair (an emoji, a rare kanji) is not", () => {
    expect(hasUnpairedSurrogate("\ud800")).toBe(true);
    expect(hasUnpairedSurrogate("a\udc00b")).toBe(true);
    expect(hasUnpairedSurrogate("\udc00\ud800")).toBe(true);
    expect(hasUnpairedSurrogate("𠮷野家 🍣")).toBe(false);
    expect(hasUnpairedSurrogate("山田花子")).toBe(false);
  });

  it("names every field that holds one, keys included", () => {
    expect(findUnpairedSurrogatePaths({ a: "ok", b: ["x", "\ud83d"], "\udfff": 1 })).toEqual(["b.1", "\udfff"]);
  });
});
