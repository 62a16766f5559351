import { describe, expect, it } from "vitest";

import { numberSections, sectionHref, toTableOfContents } from "./legal-sections";
import { POLICY_SECTIONS } from "./policy/policy-page";
import { TERMS_ARTICLES } from "./terms/terms-articles";

const sections = [
  { title: "目的及び適用", body: null },
  { title: "定義", body: null },
];

describe("numberSections", () => {
  it("numbers articles as 第N条（title） with stable ASCII anchors", () => {
    expect(numberSections(sections, "article").map(({ id, heading }) => ({ id, heading }))).toEqual([
      { id: "article-1", heading: "第1条（目的及び適用）" },
      { id: "article-2", heading: "第2条（定義）" },
    ]);
  });

  it("numbers policy sections as 'N. title'", () => {
    expect(numberSections(sections, "item").map(({ id, heading }) => ({ id, heading }))).toEqual([
      { id: "section-1", heading: "1. 目的及び適用" },
      { id: "section-2", heading: "2. 定義" },
    ]);
  });
});

describe("toTableOfContents", () => {
  it("links each heading to its anchor, in order", () => {
    expect(toTableOfContents(numberSections(sections, "article"))).toEqual([
      { href: "#article-1", label: "第1条（目的及び適用）" },
      { href: "#article-2", label: "第2条（定義）" },
    ]);
  });

  it("refuses two sections with one anchor (the second link would jump to the first)", () => {
    const numbered = numberSections(sections, "item");
    expect(() => toTableOfContents([...numbered, numbered[0]!])).toThrow("duplicate section id: section-1");
  });
});

describe("the terms' cross references", () => {
  // Articles cite each other by number (第4条, 第21条): inserting an article must not break them.
  it.each([
    [4, "会員登録"],
    [10, "会員間の契約"],
    [11, "発注者の遵守事項"],
    [12, "利用料金"],
    [21, "反社会的勢力の排除"],
    [25, "準拠法及び合意管轄"],
  ])("第%i条 is 「%s」", (number, title) => {
    expect(TERMS_ARTICLES[number - 1]?.title).toBe(title);
  });

  it("has as many articles as the last one's number, and the policy has its contact window last", () => {
    expect(TERMS_ARTICLES).toHaveLength(25);
    expect(POLICY_SECTIONS.at(-1)?.title).toBe("お問い合わせ窓口");
  });
});

describe("sectionHref", () => {
  it("links a section by its title and names a title that is not there", () => {
    expect(sectionHref("/pages/terms", sections, "article", "定義")).toBe("/pages/terms#article-2");
    expect(() => sectionHref("/pages/terms", sections, "article", "料金")).toThrow("no section titled 料金 on /pages/terms");
  });
});
