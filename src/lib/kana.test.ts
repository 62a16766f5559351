import { describe, expect, it } from "vitest";

import { toFullWidthKatakana } from "./kana";

describe("toFullWidthKatakana (issue 12: kana fields accept what people type)", () => {
  it("half-width katakana, with its voiced marks, becomes full-width", () => {
    expect(toFullWidthKatakana("ﾔﾏﾀﾞ ﾊﾟﾝ")).toBe("ヤマダ パン");
  });
  it("hiragana becomes katakana, the long-vowel mark stays", () => {
    expect(toFullWidthKatakana("やまだ はなこ")).toBe("ヤマダ ハナコ");
    expect(toFullWidthKatakana("ゆーざー")).toBe("ユーザー");
  });
  it("katakana stays, and what is not kana stays for the validator to refuse", () => {
    expect(toFullWidthKatakana("ヤマダ")).toBe("ヤマダ");
    expect(toFullWidthKatakana("山田")).toBe("山田");
    expect(toFullWidthKatakana("ｙａｍａｄａ")).toBe("yamada");
  });
});
