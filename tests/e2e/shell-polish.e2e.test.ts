import { mkdir } from "node:fs/promises";

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { INFO_NAV } from "@/config/navigation";
import type { CurrentUser } from "@/features/users/me.service";
import { logInBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, hrefsIn, launchChromium, newPage } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
const SHOTS = "/tmp/shots-b";
const VIEWPORTS = ["desktop", "mobile"] as const;
type Viewport = (typeof VIEWPORTS)[number];
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** The viewport as a person sees it (the top bar and an open menu), for review in /tmp/shots-b. */
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

async function me(page: Page): Promise<CurrentUser> {
  const response = await page.request.get(`${baseUrl}/api/v2/me`, { headers: { "X-Requested-With": "XMLHttpRequest" } });
  return (await response.json()) as CurrentUser;
}

/** The tag of the first heading in the accessibility tree, and whether a 「メニュー」 heading is there. */
async function headingOutline(page: Page) {
  return {
    firstHeadingTag: await page
      .getByRole("heading")
      .first()
      .evaluate((el) => el.tagName),
    menuHeadings: await page.getByRole("heading", { name: /メニュー/ }).count(),
    drawersInPage: await page.locator('[data-testid="logged-out-drawer"], [data-testid="profile-drawer"]').count(),
  };
}

/** Opens the account menu (hover menu on a wide screen, drawer on a phone); answers its selector. */
async function openAccountMenu(page: Page, viewport: Viewport): Promise<string> {
  if (viewport === "desktop") {
    await page.getByTestId("profile-trigger-desktop").hover();
    await expect.poll(() => page.getByTestId("profile-menu").isVisible()).toBe(true);
    return '[data-testid="profile-hover-menu"]';
  }
  await page.getByTestId("profile-trigger-mobile").click();
  await expect.poll(() => page.getByTestId("profile-drawer").isVisible()).toBe(true);
  return '[data-testid="profile-drawer"]';
}

async function linkLabels(page: Page, selector: string): Promise<string[]> {
  // What a sighted user reads: without the screen-reader hint 「（新しいタブで開きます）」.
  return page.$$eval(`${selector} a[href]`, (links) =>
    links.map((a) => {
      const copy = a.cloneNode(true) as HTMLElement;
      for (const hint of copy.querySelectorAll(".sr-only")) hint.remove();
      return (copy.textContent ?? "").trim();
    }),
  );
}

const INFO_WITHOUT_NEWS = INFO_NAV.filter((l) => l.href !== "/news").map((l) => l.href);
const MEMBER_TAIL = ["/mypage/notifications", "/mypage/config", ...INFO_WITHOUT_NEWS];

describe("closed drawers are not in the page (issue 17)", () => {
  it.each([
    ["/", "mobile"],
    ["/top/projects", "mobile"],
    ["/", "desktop"],
    ["/top/projects", "desktop"],
  ] as const)("%s (%s): no 「メニュー」 heading while closed, the first heading is the page's h1, axe clean closed and open", async (path, viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto(`${baseUrl}${path}`);
    expect(await headingOutline(page)).toEqual({ firstHeadingTag: "H1", menuHeadings: 0, drawersInPage: 0 });
    await expectAccessible(page);
    if (viewport === "mobile") {
      await page.getByTestId("logged-out-drawer-trigger").click();
      await expect.poll(() => page.getByRole("dialog", { name: "メニュー" }).isVisible()).toBe(true);
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect.poll(() => headingOutline(page)).toEqual({ firstHeadingTag: "H1", menuHeadings: 0, drawersInPage: 0 });
    }
    await page.context().close();
  });

  it("S-BAR-13: focus moves into the open drawer, Escape and 閉じる close it back onto the trigger", async () => {
    const page = await newPage(browser, "mobile");
    await page.goto(`${baseUrl}/`);
    const trigger = page.getByTestId("logged-out-drawer-trigger");
    const focusIsInDrawer = () => page.evaluate(() => document.activeElement?.closest('[data-testid="logged-out-drawer"]') !== null);
    const focusedTestId = () => page.evaluate(() => document.activeElement?.getAttribute("data-testid"));

    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect.poll(focusIsInDrawer).toBe(true);
    expect(await trigger.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("logged-out-drawer").count()).toBe(0);
    await expect.poll(focusedTestId).toBe("logged-out-drawer-trigger");
    expect(await trigger.getAttribute("aria-expanded")).toBe("false");

    await trigger.click();
    await expect.poll(focusIsInDrawer).toBe(true);
    await page.getByRole("dialog", { name: "メニュー" }).getByRole("button", { name: "閉じる" }).click();
    await expect.poll(() => page.getByTestId("logged-out-drawer").count()).toBe(0);
    await expect.poll(focusedTestId).toBe("logged-out-drawer-trigger");
    await page.context().close();
  });
});

describe("a visitor's links (S-BAR-11, S-NAV-1, S-NAV-3)", () => {
  it("desktop: 案件を探す and 採用担当者の方へ carry ?_on=navbar, as in the drawer", async () => {
    const page = await newPage(browser, "desktop");
    await page.goto(`${baseUrl}/pages/faq`);
    expect(await hrefsIn(page, 'nav[aria-label="メインナビゲーション"]')).toEqual(["/top/projects?_on=navbar", "/top/pros", "/news", "/business?_on=navbar"]);
    const hrefs = await hrefsIn(page, "header");
    expect(hrefs).toEqual(["/", "/top/projects?_on=navbar", "/top/pros", "/news", "/business?_on=navbar", "/login?_on=navbar", "/signup/pro?_on=navbar"]);
    await shoot(page, "visitor-bar-1280");
    await page.context().close();
  });

  it("mobile: the drawer lists every visitor link once", async () => {
    const page = await newPage(browser, "mobile");
    await page.goto(`${baseUrl}/`);
    await shoot(page, "visitor-bar-390");
    await page.getByTestId("logged-out-drawer-trigger").click();
    await expect.poll(() => page.getByTestId("logged-out-drawer").isVisible()).toBe(true);
    const hrefs = await hrefsIn(page, '[data-testid="logged-out-drawer"]');
    const rest = INFO_NAV.map((l) => l.href).filter((h) => !["/pages/faq", "https://magazine.kakehashi.jp/"].includes(h));
    expect(hrefs).toEqual([
      "/signup/pro?_on=navbar",
      "/login?_on=navbar",
      "/top/projects?_on=navbar",
      "/business?_on=navbar",
      "/pages/faq",
      "/pages/benefits",
      "/",
      "https://magazine.kakehashi.jp/",
      ...rest,
    ]);
    const labels = await linkLabels(page, '[data-testid="logged-out-drawer"]');
    expect(new Set(labels).size).toBe(labels.length);
    await shoot(page, "visitor-drawer-390");
    await page.context().close();
  });
});

describe("menus by role (decision 028)", () => {
  const expectedHrefs: Record<"pro" | "orderer" | "admin", (user: CurrentUser) => string[]> = {
    pro: (user) => [`/top/pros/${user.id}`, "/mypage/accept/projects", "/top/projects", "/top/pros", "/news", ...MEMBER_TAIL],
    orderer: (user) => [
      `/corporations/${user.currentCorporation?.id}`,
      "/mypage/order/corporation",
      "/mypage/order/projects",
      "/mypage/order/applies",
      "/projects/new",
      "/top/projects",
      "/top/pros",
      "/news",
      "/mypage/accept/projects?tab=likes",
      "/business",
      ...MEMBER_TAIL,
    ],
    // Issue 18: the operator's own block, 運営コンソール, comes first.
    admin: () => ["/admin", "/top/projects", "/top/pros", "/news", "/mypage/accept/projects?tab=likes", ...MEMBER_TAIL],
  };

  for (const role of ["pro", "orderer", "admin"] as const) {
    it.each(VIEWPORTS)(`S-BAR-8 … S-BAR-10, S-NAV-2, S-NAV-3: the demo ${role} sees only its own items, none twice (%s)`, async (viewport) => {
      const page = await newPage(browser, viewport);
      await logInBrowser(page, baseUrl, DEMO_EMAILS[role]);
      await page.goto(`${baseUrl}/`);
      const user = await me(page);
      expect(await headingOutline(page)).toEqual({ firstHeadingTag: "H1", menuHeadings: 0, drawersInPage: 0 });
      await shoot(page, `${role}-bar-${viewport === "desktop" ? 1280 : 390}`);
      const menu = await openAccountMenu(page, viewport);
      expect(await hrefsIn(page, menu)).toEqual(expectedHrefs[role](user));
      const labels = await linkLabels(page, menu);
      expect(new Set(labels).size, labels.join(" ")).toBe(labels.length);
      for (const label of role === "orderer" ? ["案件管理"] : ["発注者マイページ", "案件を登録する", "応募者管理"]) expect(labels).not.toContain(label);
      expect(await page.getByTestId("corporation-switch-entry").count()).toBe(role === "orderer" ? 1 : 0);
      await expectAccessible(page);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await shoot(page, `${role}-menu-${viewport === "desktop" ? 1280 : 390}`);
      await page.context().close();
    });
  }
});

/** Words of `words` (or katakana words of 3–8 letters) inside `selector` that a line break splits. */
async function splitWords(page: Page, selector: string, words: string[] = []): Promise<{ checked: number; split: string[] }> {
  return page.evaluate(
    ({ selector, words }) => {
      let checked = 0;
      const split: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const pattern = words.length > 0 ? new RegExp(words.join("|"), "g") : /[ァ-ヶー]{3,8}/g;
          for (const match of node.data.matchAll(pattern)) {
            const range = document.createRange();
            const tops = new Set<number>();
            for (let i = match.index; i < match.index + match[0].length; i++) {
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              tops.add(Math.round(range.getBoundingClientRect().top));
            }
            checked += 1;
            if (tops.size > 1) split.push(`${match[0]} in ${element.textContent}`);
          }
        }
      }
      return { checked, split };
    },
    { selector, words },
  );
}

describe("Japanese lines break between phrases (issue 17)", () => {
  it("390 px: card titles and a project's long <h1> never split 「フルリモート」「一部リモート」 or another katakana word", async () => {
    const page = await newPage(browser, "mobile");
    await page.goto(`${baseUrl}/top/projects`);
    const cards = await splitWords(page, "h3", ["フルリモート", "一部リモート", "エンジニア", "デザイナー"]);
    expect(cards.checked).toBeGreaterThan(5);
    expect(cards.split).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/project-cards-390.png`, fullPage: false });
    const longest = await page.$$eval(
      "h3 a[href^='/top/projects/']",
      (links) => links.map((a) => ({ href: a.getAttribute("href")!, length: a.textContent!.length })).sort((a, b) => b.length - a.length)[0]!.href,
    );
    await page.goto(`${baseUrl}${longest}`);
    const heading = await splitWords(page, "h1");
    expect(heading.checked).toBeGreaterThan(0);
    expect(heading.split).toEqual([]);
    expect(await page.locator("h1").evaluate((h) => getComputedStyle(h).getPropertyValue("text-wrap-style"))).toBe("balance");
    await shoot(page, "long-heading-390");
    await page.context().close();
  });

  it("390 px: the switch toast keeps 「切り替えました」 whole", async () => {
    const page = await newPage(browser, "mobile");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.orderer);
    await page.goto(`${baseUrl}/news`);
    const before = await me(page);
    const switchTo = async (name: string) => {
      await page.getByTestId("profile-trigger-mobile").click();
      await page.getByTestId("corporation-switch-entry").click();
      await page
        .getByRole("dialog", { name: "企業アカウント切り替え" })
        .getByRole("button", { name: new RegExp(name) })
        .click();
      await page.getByText(`「${name}」に切り替えました`).first().waitFor();
    };
    const target = before.corporations.find((c) => c.id !== before.currentCorporation?.id)!;
    await switchTo(target.name);
    expect((await splitWords(page, "[data-sonner-toast]", ["切り替えました", target.name])).split).toEqual([]);
    await shoot(page, "switch-toast-390");
    // Back where the demo account was, for the test files after this one.
    await switchTo(before.currentCorporation!.name);
    expect((await me(page)).currentCorporation?.id).toBe(before.currentCorporation?.id);
    await page.context().close();
  });
});
