import { startAppServer } from "../tests/support/app-server";
import { launchChromium, newPage, saveScreenshotTo } from "../tests/support/browser";
import { logInBrowser } from "../tests/support/browser-accounts";

const server = await startAppServer();
const base = server.baseUrl;
const browser = await launchChromium();
const dir = "/tmp/shots-more";
try {
  for (const viewport of ["desktop", "mobile"] as const) {
    const orderer = await newPage(browser, viewport);
    await logInBrowser(orderer, base, "orderer@example.com");
    const pro = await newPage(browser, viewport);
    await logInBrowser(pro, base, "pro@example.com");
    const proId = ((await (await pro.request.get(`${base}/api/v2/me`, { headers: { "X-Requested-With": "XMLHttpRequest" } })).json()) as { id: number }).id;
    await orderer.goto(`${base}/top/pros/${proId}`);
    await saveScreenshotTo(orderer, dir, `profile-orderer-${viewport}`);
    await orderer.goto(`${base}/top/pros`);
    await orderer.getByText("スカウトする").first().waitFor();
    await saveScreenshotTo(orderer, dir, `pros-search-orderer-${viewport}`);
    await orderer.goto(`${base}/mypage/order/scouts/new?pro_id=${proId}`);
    await saveScreenshotTo(orderer, dir, `scout-form-${viewport}`);
    await pro.goto(`${base}/mypage/accept/projects?tab=scouts`);
    await saveScreenshotTo(pro, dir, `pro-scouts-${viewport}`);
    if (viewport === "desktop") {
      await pro.getByRole("button", { name: /アカウントメニュー/ }).hover();
      await pro.getByTestId("notifications-menu-link").waitFor();
      await pro.screenshot({ path: `${dir}/menu-notifications-desktop.png` });
    } else {
      await pro.getByTestId("profile-trigger-mobile").click();
      await pro.getByTestId("notifications-menu-link").waitFor();
      await pro.screenshot({ path: `${dir}/menu-notifications-mobile.png` });
    }
    await pro.goto(`${base}/mypage/notifications`);
    await saveScreenshotTo(pro, dir, `notifications-pro-${viewport}`);
    await orderer.context().close();
    await pro.context().close();
  }
} finally {
  await browser.close();
  await server.stop();
}
