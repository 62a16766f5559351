import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { users } from "@/db/schema";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { proSignUpBody, signUpThroughApi, VALID_PASSWORD } from "@tests/support/accounts";
import { useApiTestContext } from "@tests/support/api-test-context";

import { COMMON_PASSWORDS } from "./common-passwords";
import { isLeakedPassword } from "./password-policy.service";
import { LEAKED_PASSWORDS_TEXT } from "./leaked-passwords.data";

const context = useApiTestContext();
const WEAK = "このパスワードは推測されやすいため使えません。別のパスワードを指定してください";

// On the breach list but not on the forms' short list: only the server knows them.
const LEAKED_ONLY = ["mercedes", "steelers", "corvette", "Qwer1234"];

describe("issue 19: passwords from public breaches are refused by the server (ASVS 6.2.4, 6.2.12)", () => {
  it("the list holds 10,000 distinct passwords that fit the policy (8 characters or more)", () => {
    const words = LEAKED_PASSWORDS_TEXT.split(/\s+/).filter(Boolean);
    expect(words).toHaveLength(10_000);
    expect(new Set(words).size).toBe(10_000);
    expect(words.every((word) => word.length >= 8)).toBe(true);
    for (const word of LEAKED_ONLY) {
      expect(isLeakedPassword(word), word).toBe(true);
      expect(COMMON_PASSWORDS.has(word.toLowerCase()), word).toBe(false);
    }
    expect(isLeakedPassword("kakehashi-demo-passphrase")).toBe(false);
  });

  it("sign-up with one is 422 on the password in Japanese and creates no account", async () => {
    const client = new BrowserLikeClient(context.app, "198.51.100.61");
    await client.fetchCsrfToken();
    const [before] = await context.handle.db.select({ n: count() }).from(users);
    for (const password of LEAKED_ONLY) {
      const response = await client.request("POST", "/api/v2/users", { json: proSignUpBody({ password }) });
      expect(response.status, password).toBe(422);
      expect((await json<{ error: { issues: unknown[] } }>(response)).error.issues).toEqual([{ path: "password", message: WEAK }]);
    }
    const [after] = await context.handle.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });

  it("changing to one is 422 on the new password, and the old password still logs in", async () => {
    const client = new BrowserLikeClient(context.app, "198.51.100.62");
    await signUpThroughApi(client);
    const response = await client.request("PATCH", "/api/v2/me/password", { json: { currentPassword: VALID_PASSWORD, newPassword: "steelers" } });
    expect(response.status).toBe(422);
    expect((await json<{ error: { issues: unknown[] } }>(response)).error.issues).toEqual([{ path: "newPassword", message: WEAK }]);
    expect((await client.request("PATCH", "/api/v2/me/password", { json: { currentPassword: VALID_PASSWORD, newPassword: "a-brand-new-passphrase" } })).status).toBe(204);
  });
});
