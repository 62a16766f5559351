import { describe, expect, it } from "vitest";

import { escapeHtml, html, HtmlFragment } from "./html";

describe("escapeHtml", () => {
  it("escapes the five characters that could end text or a quoted attribute", () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;");
  });

  it("leaves Japanese text, URL characters and an already escaped entity's letters as they are (the & is escaped again)", () => {
    expect(escapeHtml("C#・C++（/required_skills/C%23?a=1）")).toBe("C#・C++（/required_skills/C%23?a=1）");
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });
});

describe("html", () => {
  it("keeps the literal parts and escapes every interpolated text, in content and in attributes", () => {
    const label = `"><img src=x onerror=alert(1)>`;
    expect(html`<a href="${"/tags/1"}" title="${label}">${label}</a>`.text).toBe(
      '<a href="/tags/1" title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</a>',
    );
  });

  it("nests fragments without escaping them again, joins lists, and writes nothing for null, undefined and false", () => {
    const items = ["A&B", "C"].map((text) => html`<li>${text}</li>`);
    // prettier-ignore
    expect(html`<ul>${items}</ul>`.text).toBe("<ul><li>A&amp;B</li><li>C</li></ul>");
    expect(html`${null}${undefined}${false}${3}`.text).toBe("3");
  });

  it("cannot be handed a fragment made outside the template", () => {
    expect(() => new HtmlFragment(Symbol("made by html") as never, "<b>x</b>")).toThrow(TypeError);
  });

  it("refuses a value that is not text, a number, a fragment or a list", () => {
    expect(() => html`${{ toString: () => "<b>" } as never}`).toThrow("html: cannot interpolate a object");
  });
});
