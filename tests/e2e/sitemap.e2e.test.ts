import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();

async function text(path: string): Promise<{ status: number; type: string | null; body: string }> {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe("robots.txt and sitemaps", () => {
  it("robots.txt allows the public site, keeps crawlers out of member pages and the API, and names the sitemap", async () => {
    const { status, body } = await text("/robots.txt");
    expect(status).toBe(200);
    expect(body).toContain("Disallow: /api/");
    expect(body).toContain("Disallow: /mypage/");
    expect(body).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it("/login may be crawled and indexed under its canonical address (people search for 「かけはし ログイン」, decision 032)", async () => {
    expect((await text("/robots.txt")).body).not.toMatch(/^Disallow: \/login/m);
    const login = await text("/login?next=%2Fmypage");
    expect(login.status).toBe(200);
    expect(login.body).toContain(`<link rel="canonical" href="${baseUrl}/login"/>`);
    expect(login.body).not.toContain('name="robots"');
  });

  it("S-SRCH-8, S-SRCH-9: the sitemap lists the landing pages and every open project, and no closed one", async () => {
    const index = await text("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.type).toContain("application/xml");
    const files = locs(index.body);
    expect(files).toEqual([`${baseUrl}/sitemaps/pages.xml`, `${baseUrl}/sitemaps/projects/0.xml`]);

    const pages = locs((await text("/sitemaps/pages.xml")).body);
    for (const path of [
      "/",
      "/pages/faq",
      "/professions/1",
      "/required_skills/TypeScript",
      "/remote_types/1",
      "/tags/1",
      "/special_projects_pages/high-paying",
      // issue 13: the pro search's landing pages
      "/top/pros/professions/1",
      "/top/pros/required_skills/TypeScript",
    ]) {
      expect(pages).toContain(`${baseUrl}${path}`);
    }

    const projectXml = (await text("/sitemaps/projects/0.xml")).body;
    const projectUrls = locs(projectXml);
    const openCount = (
      (await (await fetch(`${baseUrl}/api/v2/top/projects?search_project[exclude_closed_projects]=1`, { headers: { "X-Requested-With": "XMLHttpRequest" } })).json()) as {
        totalCount: number;
      }
    ).totalCount;
    expect(projectUrls.length).toBeGreaterThanOrEqual(Math.min(openCount, 1000));
    expect(projectXml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    // Every listed project is open.
    for (const url of projectUrls.slice(0, 5)) expect(await (await fetch(url)).text()).toContain("募集中");
    expect((await text("/sitemaps/projects/7.xml")).status).toBe(404);
    expect((await text("/sitemaps/projects/x.xml")).status).toBe(404);
  });
});
