import type { BrowserLikeClient } from "./api-client";

export const VALID_PASSWORD = "correct-horse-battery";

let counter = 0;

export function proSignUpBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    role: "pro",
    email: `pro-${counter}@example.test`,
    password: VALID_PASSWORD,
    lastName: "山田",
    firstName: "花子",
    lastNameKana: "ヤマダ",
    firstNameKana: "ハナコ",
    agreeToTerms: true,
    ...overrides,
  };
}

export function ordererSignUpBody(overrides: Record<string, unknown> = {}) {
  return proSignUpBody({ role: "orderer", companyName: "株式会社テスト商事", ...overrides });
}

/** Signs a fresh browser up through the API and returns the body it used. */
export async function signUpThroughApi(client: BrowserLikeClient, body = proSignUpBody()) {
  await client.fetchCsrfToken();
  const response = await client.request("POST", "/api/v2/users", { json: body });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return body;
}
