import { describe, expect, it } from "vitest";

import { userGramsTsquery } from "./console-user-grams";

describe("issue 18: userGramsTsquery", () => {
  it("asks for every pair of the word in its own text, any of the three texts", () => {
    expect(userGramsTsquery({ email: "yamada", name: "山田", kana: "ヤマダ" })).toBe("('eya' & 'eam' & 'ema' & 'ead' & 'eda') | ('n山田') | ('kヤマ' & 'kマダ')");
  });

  it("a one-character word is a prefix: the first character of a pair, or the text's last character", () => {
    expect(userGramsTsquery({ email: "林", name: "林", kana: "林" })).toBe("'e林':* | 'n林':* | 'k林':*");
  });

  it("leaves out an empty name or reading, counts characters as code points, and quotes what a tsquery would read", () => {
    expect(userGramsTsquery({ email: "𠮷野", name: "", kana: "" })).toBe("('e𠮷野')");
    expect(userGramsTsquery({ email: "a'b\\c", name: "", kana: "" })).toBe("('ea''' & 'e''b' & 'eb\\\\' & 'e\\\\c')");
  });
});
