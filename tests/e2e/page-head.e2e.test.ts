import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startAppServer, type AppServer } from "@tests/support/app-server";
import { launchChromium, newPage } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Pages of every kind: top, forms, content, lists, landing pages, 準備中 pages, the 500 page. */
const PAGES = [
  "/",
  "/login",
  "/signup/pro",
  "/signup/orderer",
  "/business",
  "/pages/faq",
  "/pages/law",
  "/news",
  "/news/1",
  "/contact/new",
  "/top/projects",
  "/professions/1",
  "/required_skills/TypeScript",
  "/special_projects_pages/high-paying",
  "/announcements",
  "/error/500",
];

type Head = Record<string, string | null>;

async function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const meta = (key: string) => document.querySelector<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)?.content ?? null;
    return {
      title: document.title,
      description: meta("description"),
      keywords: meta("keywords"),
      ogType: meta("og:type"),
      ogTitle: meta("og:title"),
      ogDescription: meta("og:description"),
      ogUrl: meta("og:url"),
      ogImage: meta("og:image"),
      ogImageWidth: meta("og:image:width"),
      ogImageHeight: meta("og:image:height"),
      ogImageType: meta("og:image:type"),
      twitterCard: meta("twitter:card"),
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
      icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? null,
      fbAppId: meta("fb:app_id"),
    };
  });
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error("no SOF marker");
}

/** Collects Content-Security-Policy violations from the moment the document starts. */
async function watchPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

describe("page head", () => {
  it("S-HEAD-1, S-HEAD-4: every page sets title, description, keywords, sharing tags, a canonical link on the configured origin and an icon", async () => {
    const page = await newPage(browser, "desktop");
    for (const path of PAGES) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      const head = await readHead(page);
      expect(head.title, path).toMatch(/かけはし/);
      expect(head.description?.length, path).toBeGreaterThan(20);
      expect(head.keywords, path).toBeTruthy();
      expect(head.ogType, path).toMatch(/^(website|article)$/);
      expect(head.ogTitle, path).toBe(head.title);
      expect(head.ogDescription, path).toBe(head.description);
      expect(head.canonical, path).toBeTruthy();
      expect(new URL(head.canonical!).origin, path).toBe(baseUrl);
      expect(new URL(head.ogUrl ?? "").href, path).toBe(head.canonical);
      expect(head.ogImage, path).toBe(`${baseUrl}/images/og-image.jpg`);
      expect([head.ogImageWidth, head.ogImageHeight, head.ogImageType], path).toEqual(["1200", "630", "image/jpeg"]);
      expect(head.twitterCard, path).toBe("summary_large_image");
      expect(head.icon, path).toContain("/icon.svg");
    }
    const image = await page.request.get(`${baseUrl}/images/og-image.jpg`);
    expect(image.headers()["content-type"]).toBe("image/jpeg");
    expect(jpegSize(await image.body())).toEqual({ width: 1200, height: 630 });
    await page.context().close();
  });

  it("S-HEAD-1: the top page's canonical is the public origin and the project's own title", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/`);
    const head = await readHead(page);
    expect(head.title).toBe("かけはし｜フリーランスのプロと企業をつなぐ案件マッチング");
    expect(head.ogType).toBe("website");
    await page.context().close();
  });

  it("S-HEAD-2, S-HEAD-3: without configured ids there is no app id, no tag manager and no analytics, and no policy violation", async () => {
    const page = await newPage(browser, "desktop");
    const violations = await watchPolicyViolations(page);
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect((await readHead(page)).fbAppId).toBeNull();
    expect(await page.locator("#tag-manager, #analytics-loader, #analytics-config").count()).toBe(0);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    await page.getByRole("link", { name: "ログイン" }).first().click();
    await page.waitForURL(/\/login/);
    expect(await violations()).toEqual([]);
    await page.context().close();
  });
});

describe("page head with tag ids configured", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ GTM_ID: "GTM-TEST123", GA_MEASUREMENT_ID: "G-TEST12345", FB_APP_ID: "1234567890", OPERATING_COMPANY_NAME: "テスト運営株式会社" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("S-HEAD-2, S-HEAD-3: the app id, tag manager and analytics load, each script with this answer's nonce", async () => {
    const page = await newPage(browser, "desktop");
    const violations = await watchPolicyViolations(page);
    const response = await page.goto(`${server.baseUrl}/pages/faq`);
    const nonce = /'nonce-([^']+)'/.exec(response!.headers()["content-security-policy"]!)![1];
    expect((await readHead(page)).fbAppId).toBe("1234567890");
    const scripts = await page
      .locator("#tag-manager, #analytics-loader, #analytics-config")
      .evaluateAll((els) => Object.fromEntries(els.map((el) => [el.id, (el as HTMLScriptElement).nonce])));
    expect(scripts).toEqual({ "tag-manager": nonce, "analytics-loader": nonce, "analytics-config": nonce });
    expect(await page.locator("#analytics-loader").getAttribute("src")).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST12345");
    // The inline loaders ran (the data layer exists) and nothing was refused.
    expect(await page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer))).toBe(true);
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it("issue 19, ASVS 14.2.3: a page whose address holds a mailed link's token loads no tag manager and no analytics", async () => {
    for (const path of ["/password_resets/edit?token=abcdefghijklmnopqrstuvwxyz012345", "/login?next=%2Femail_verification%3Ftoken%3Dabcdefghijklmnop"]) {
      const html = await (await fetch(`${server.baseUrl}${path}`)).text();
      expect(html, path).not.toContain("googletagmanager.com");
      expect(html, path).not.toContain("GTM-TEST123");
    }
    // The same page without a token still has them.
    expect(await (await fetch(`${server.baseUrl}/login`)).text()).toContain("GTM-TEST123");
  });

  it("S-FOOT-4: the copyright names the configured operating company", async () => {
    const page = await newPage(browser, "mobile");
    await page.goto(`${server.baseUrl}/`);
    expect(await page.getByTestId("copyright").textContent()).toMatch(/^© \d{4} テスト運営株式会社$/);
    await page.context().close();
  });
});
