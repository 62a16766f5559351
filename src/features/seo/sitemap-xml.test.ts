import { describe, expect, it } from "vitest";

import { sitemapIndexXml, urlSetXml } from "./sitemap-xml";

describe("sitemap XML", () => {
  it("escapes every value", () => {
    expect(urlSetXml([{ loc: "https://kakehashi.jp/required_skills/C%23?a=1&b=2" }])).toContain("<loc>https://kakehashi.jp/required_skills/C%23?a=1&amp;b=2</loc>");
  });
  it("lists sitemaps in an index", () => {
    expect(sitemapIndexXml(["https://kakehashi.jp/sitemaps/pages.xml"])).toMatch(
      /<sitemapindex[^>]*><sitemap><loc>https:\/\/kakehashi.jp\/sitemaps\/pages.xml<\/loc><\/sitemap><\/sitemapindex>/,
    );
  });
});
