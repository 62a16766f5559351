import { describe, expect, it } from "vitest";

import { linkifyText } from "./linkify";

describe("issue 14: linkifyText (links made clickable, never HTML)", () => {
  it("splits http(s) URLs out of the text and leaves trailing Japanese and ASCII punctuation outside", () => {
    expect(linkifyText("詳しくは https://example.com/job をご覧ください。http://a.test/x.")).toEqual([
      { kind: "text", text: "詳しくは " },
      { kind: "link", text: "https://example.com/job", href: "https://example.com/job" },
      { kind: "text", text: " をご覧ください。" },
      { kind: "link", text: "http://a.test/x", href: "http://a.test/x" },
      { kind: "text", text: "." },
    ]);
    expect(linkifyText("（https://example.com）")).toEqual([
      { kind: "text", text: "（" },
      { kind: "link", text: "https://example.com", href: "https://example.com" },
      { kind: "text", text: "）" },
    ]);
  });

  it("other schemes and HTML stay plain text", () => {
    for (const text of ["javascript:alert(1)", "<a href='https://x.test'>x</a>", "data:text/html,<b>x</b>", "ftp://example.com"]) {
      expect(linkifyText(text).filter((p) => p.kind === "link" && !p.href.startsWith("https://x.test"))).toEqual([]);
    }
    expect(linkifyText("<b>太字</b>")).toEqual([{ kind: "text", text: "<b>太字</b>" }]);
  });
});
