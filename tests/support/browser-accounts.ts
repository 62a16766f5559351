import type { Page } from "playwright-core";

import { DEMO_PASSWORD } from "@/config/demo-accounts";

import { ordererSignUpBody, proSignUpBody } from "./accounts";
import { nextClientAddress } from "./client-addresses";

const JSON_HEADERS = { "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/json" };

async function csrfTokenFor(page: Page, baseUrl: string): Promise<string> {
  const response = await page.request.get(`${baseUrl}/api/v2/csrf_token`, { headers: JSON_HEADERS });
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** A POST of the API as this browser context's session makes it (CSRF token, origin); the answer as it comes. */
export async function postJsonAs(page: Page, baseUrl: string, path: string, data: unknown) {
  const csrfToken = await csrfTokenFor(page, baseUrl);
  return page.request.post(`${baseUrl}${path}`, {
    headers: { ...JSON_HEADERS, "X-CSRF-Token": csrfToken, Origin: baseUrl, "X-Forwarded-For": `${nextClientAddress()}` },
    data,
  });
}

async function postJson(page: Page, baseUrl: string, path: string, data: unknown) {
  const response = await postJsonAs(page, baseUrl, path, data);
  if (!response.ok()) throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
  return response;
}

/**
 * Logs the page's browser context in through the API (the session cookie lands in the context), so
 * tests other than the login journey never type passwords.
 */
export async function logInBrowser(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await postJson(page, baseUrl, "/api/v2/sessions", { email, password });
}

/**
 * Signs a brand-new pro or orderer up in this browser context: a user with nothing read yet. A new
 * pro also answers the job-change question over the API, as most journeys need, since its one-time
 * modal (S-ME-2) would otherwise cover their pages; `unansweredPro` keeps it for the modal's own test.
 */
export async function signUpBrowser(
  page: Page,
  baseUrl: string,
  role: "pro" | "orderer",
  options: { unansweredPro?: boolean; email?: string } = {},
): Promise<{ email: string; lastName: string }> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = options.email ?? `e2e-${role}-${unique}@example.test`;
  const body = role === "pro" ? proSignUpBody({ email }) : ordererSignUpBody({ email });
  await postJson(page, baseUrl, "/api/v2/users", body);
  if (role === "pro" && !options.unansweredPro) {
    const response = await page.request.patch(`${baseUrl}/api/v2/me/pro_info/intention_changing_job`, {
      headers: { ...JSON_HEADERS, "X-CSRF-Token": await csrfTokenFor(page, baseUrl), Origin: baseUrl },
      data: { jobChangeIntention: "considering" },
    });
    if (!response.ok()) throw new Error(`answering the job-change question failed: ${response.status()}`);
  }
  return { email: body.email as string, lastName: body.lastName as string };
}
