import { describe, expect, it } from "vitest";

import { excerpt, splitParagraphs } from "./plain-text";

describe("splitParagraphs", () => {
  it("splits on blank lines and keeps single line breaks inside a paragraph", () => {
    expect(splitParagraphs("一段落目です。\n\n日時：11月20日\n内容：更新作業\n\n三段落目です。")).toEqual([
      "一段落目です。",
      "日時：11月20日\n内容：更新作業",
      "三段落目です。",
    ]);
  });

  it("treats CRLF, whitespace-only lines and runs of blank lines alike", () => {
    expect(splitParagraphs("  A\r\n\r\nB\n \u3000\nC\n\n\n\nD\n")).toEqual(["A", "B", "C", "D"]);
  });

  it("gives no paragraph for empty text", () => {
    expect(splitParagraphs(" \n\n ")).toEqual([]);
  });

  it("leaves markup as text (the page escapes it)", () => {
    expect(splitParagraphs("<script>alert(1)</script>")).toEqual(["<script>alert(1)</script>"]);
  });
});

describe("excerpt", () => {
  it("keeps short text whole, on one line", () => {
    expect(excerpt("一行目。\n\n二行目。", 110)).toBe("一行目。 二行目。");
  });

  it("cuts long text to the limit, the ellipsis included", () => {
    const result = excerpt("あ".repeat(200), 110);
    expect(Array.from(result)).toHaveLength(110);
    expect(result.endsWith("あ…")).toBe(true);
  });

  it("never splits a character made of two UTF-16 units", () => {
    expect(excerpt("😀😀😀😀", 3)).toBe("😀😀…");
  });
});
