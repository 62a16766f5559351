import { describe, expect, it } from "vitest";

import { containsPattern, redactMailText, shortError, storedAddressVariants } from "./mail-log-text";

describe("issue 18: the mail log's filters and text", () => {
  it("an address is looked up as typed, all lowercase, and with its domain lowercased", () => {
    expect(storedAddressVariants("Hanako@Example.JP")).toEqual(["Hanako@Example.JP", "hanako@example.jp", "Hanako@example.jp"]);
    expect(storedAddressVariants("hanako@example.jp")).toEqual(["hanako@example.jp"]);
    expect(storedAddressVariants("no-at-sign")).toEqual(["no-at-sign"]);
  });

  it("% and _ in 「件名」 are searched for as letters", () => {
    expect(containsPattern("100%_達成\\")).toBe("%100\\%\\_達成\\\\%");
  });

  it("links keep their address but not their token", () => {
    const text =
      "次のリンクから再設定してください。\nhttps://kakehashi.example/password_resets/edit?token=abc123&x=1\nお問い合わせ（ https://kakehashi.example/contact/new ）";
    const shown = redactMailText(text);
    expect(shown).not.toContain("abc123");
    expect(shown).toContain("https://kakehashi.example/password_resets/edit?token=[redacted]&x=1");
    expect(shown).toContain("（ https://kakehashi.example/contact/new ）");
  });

  it("a long error is one line, cut", () => {
    expect(shortError("550 5.1.1 <a@example.jp>:\n  user unknown", 20)).toBe("550 5.1.1 <a@example…");
    expect(shortError(null)).toBeNull();
  });
});
