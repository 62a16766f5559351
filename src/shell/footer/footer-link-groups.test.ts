import { describe, expect, it } from "vitest";

import { footerLinkGroupsHtml } from "./footer-link-groups";
import { toFooterLinkLists } from "./footer-link-lists";

const GROUPS = [
  { name: "skills", label: "スキル・言語から案件を探す", projectList: [{ url: "/required_skills/C%23", text: "C#", label: "C#の案件一覧" }] },
  { name: "features", label: "働き方・特徴から案件を探す", projectList: [{ url: "/tags/1", text: '<b>高単価</b> & "急募"', label: "" }] },
];

describe("the footer's link groups as HTML (spec S-FOOT-1, decision 032)", () => {
  it("sends each link as [url, text]: the spec's label is not drawn", () => {
    expect(toFooterLinkLists(GROUPS)[0]).toEqual({ name: "skills", label: "スキル・言語から案件を探す", links: [["/required_skills/C%23", "C#"]] });
  });

  it("draws an open disclosure per group whose list is labelled by its heading", () => {
    const markup = footerLinkGroupsHtml(toFooterLinkLists(GROUPS));
    expect(markup).toMatch(/^<details open class="group" data-group="skills"><summary class="footer-group-toggle">/);
    expect(markup).toContain('<h2 id="footer-group-skills-heading" class="text-sm font-bold text-slate-900">スキル・言語から案件を探す</h2>');
    expect(markup).toContain('<ul id="footer-group-skills" aria-labelledby="footer-group-skills-heading"');
    expect(markup).toContain('<li><a href="/required_skills/C%23">C#</a></li>');
    expect(markup.match(/<details /g)).toHaveLength(2);
  });

  it("escapes a name from the catalog: it reads as text, never as markup", () => {
    const markup = footerLinkGroupsHtml(toFooterLinkLists(GROUPS));
    expect(markup).toContain('<li><a href="/tags/1">&lt;b&gt;高単価&lt;/b&gt; &amp; &quot;急募&quot;</a></li>');
    expect(markup).not.toContain("<b>");
  });
});
