import type { Page } from "playwright-core";

/**
 * The link to `path` in the newest mail to `address` with `subject`, read from the development
 * mailbox (/dev/mailbox). The server's mail job runs each second: the mail is waited for, not assumed.
 */
export async function mailLinkFor(page: Page, baseUrl: string, address: string, subject: string, path: string): Promise<string> {
  const entry = page.getByTestId("mailbox-list").getByRole("link").filter({ hasText: address }).filter({ hasText: subject });
  for (let attempt = 0; attempt < 30; attempt++) {
    await page.goto(`${baseUrl}/dev/mailbox`);
    if ((await entry.count()) > 0) break;
    await page.waitForTimeout(500);
  }
  await entry.first().click();
  await page.waitForURL(/\/dev\/mailbox\/\d+$/);
  const href = await page.getByTestId("mail-body").locator(`a[href*="${path}?token="]`).first().getAttribute("href");
  if (!href) throw new Error(`no ${path} link in the mail to ${address}`);
  return href;
}

/** Proves a freshly signed-up account's address the way its owner would: the welcome mail's link, then the button. */
export async function verifyEmailInBrowser(page: Page, baseUrl: string, address: string): Promise<void> {
  await page.goto(await mailLinkFor(page, baseUrl, address, "メールアドレスの確認をお願いします", "/email_verification"));
  await page.getByRole("button", { name: "メールアドレスを確認する" }).click();
  await page.getByTestId("account-link-done").waitFor();
}
