import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_EMAILS } from "@/config/demo-accounts";
import { logInBrowser } from "@tests/support/browser-accounts";
import { expectAccessible, hasNoHorizontalOverflow, launchChromium, newPage, saveScreenshot } from "@tests/support/browser";
import { sharedServerUrl } from "@tests/support/shared-server";

const baseUrl = sharedServerUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const KINTONE_REQUEST = "社内業務システムのkintone導入支援（週2日・リモート可）";

describe("issue 18: the operator console", () => {
  it("the dashboard shows the month by day and what waits; it does not break on a phone", async () => {
    const page = await newPage(browser, "desktop");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.admin);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole("heading", { level: 1, name: "ダッシュボード" }).waitFor();
    expect(await page.getByRole("navigation", { name: "運営メニュー" }).getByRole("link").allInnerTexts()).toContain("掲載依頼");
    // The demo's waiting requests: orderer@'s 申請中 and 審査中, free@'s 申請中.
    expect(
      Number(
        await page
          .getByRole("link", { name: /審査待ちの掲載依頼/ })
          .locator("span")
          .nth(1)
          .innerText(),
      ),
    ).toBeGreaterThanOrEqual(2);
    for (const series of ["signUps", "projects", "applications", "scouts", "meetings", "messages"]) {
      await page.getByTestId(`series-${series}`).waitFor();
    }
    await expectAccessible(page);
    await saveScreenshot(page, "admin-dashboard-1280");
    await page.context().close();

    const phone = await newPage(browser, "mobile");
    await logInBrowser(phone, baseUrl, DEMO_EMAILS.admin);
    await phone.goto(`${baseUrl}/admin`);
    await phone.getByRole("heading", { level: 1, name: "ダッシュボード" }).waitFor();
    expect(await hasNoHorizontalOverflow(phone)).toBe(true);
    await saveScreenshot(phone, "admin-dashboard-390");
    await phone.context().close();
  });

  it("publishing free@'s request makes it a project that search finds, and the audit log names it", async () => {
    const page = await newPage(browser, "desktop");
    await logInBrowser(page, baseUrl, DEMO_EMAILS.admin);
    await page.goto(`${baseUrl}/admin/project_requests`);
    await page.getByRole("link", { name: KINTONE_REQUEST }).click();
    await page.waitForURL(/\/admin\/project_requests\/\d+$/);
    await page.getByTestId("request-decision").waitFor();
    await page.getByTestId("project-preview").waitFor();
    await expectAccessible(page);
    await saveScreenshot(page, "admin-request-review-1280");

    await page.getByRole("button", { name: "掲載する" }).click();
    const dialog = page.getByRole("dialog", { name: "この依頼を掲載しますか？" });
    await dialog.getByRole("button", { name: "掲載する" }).click();
    await expect.poll(() => page.getByTestId("request-status").innerText()).toBe("掲載済");
    const projectHref = await page.getByRole("link", { name: "案件ページを見る" }).getAttribute("href");
    expect(projectHref).toMatch(/^\/projects\/\d+$/);

    const search = await page.request.get(`${baseUrl}/api/v2/top/projects?search_project%5Bfree_word%5D=kintone`);
    const titles = ((await search.json()) as { projectList: { id: number; title: string }[] }).projectList;
    expect(titles.find((p) => `/projects/${p.id}` === projectHref)?.title).toBe(KINTONE_REQUEST);

    await page.goto(`${baseUrl}/admin/audit_logs?action=project_request.publish`);
    const entry = page.getByTestId("audit-entry").first();
    expect(await entry.innerText()).toContain("掲載依頼を掲載");
    await expectAccessible(page);
    await saveScreenshot(page, "admin-audit-log-1280");
    await page.context().close();
  });
});
