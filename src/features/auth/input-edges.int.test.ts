import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { users } from "@/db/schema";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { proSignUpBody } from "@tests/support/accounts";
import { useApiTestContext } from "@tests/support/api-test-context";

const context = useApiTestContext();

async function visitor(ip: string) {
  const client = new BrowserLikeClient(context.app, ip);
  await client.fetchCsrfToken();
  return client;
}

describe("issue 19: edges of what a sign-up and a login accept", () => {
  it("ASVS 6.2.9, 6.2.8: a 128-character password with spaces and mixed case is kept exactly; the trimmed or lower-cased one does not log in", async () => {
    const password = `  Ａ長いパスフレーズ ${"Mixed Case and spaces ".repeat(6)}`.slice(0, 126) + "  ";
    expect(password).toHaveLength(128);
    const email = "edges@example.test";
    expect((await (await visitor("198.51.100.81")).request("POST", "/api/v2/users", { json: proSignUpBody({ email, password }) })).status).toBe(201);
    const logIn = async (attempt: string) => (await visitor("198.51.100.82")).request("POST", "/api/v2/sessions", { json: { email, password: attempt } });
    expect((await logIn(password)).status).toBe(200);
    for (const near of [password.trim(), password.toLowerCase(), password.normalize("NFKC")]) expect((await logIn(near)).status).toBe(401);
  });

  it("ASVS 15.3.6: __proto__ and constructor keys in a JSON body change nothing — no operator, no polluted prototype", async () => {
    const body = JSON.parse(
      `{"__proto__": {"isAdmin": true, "polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, ${JSON.stringify(proSignUpBody({ email: "proto@example.test" })).slice(1)}`,
    ) as Record<string, unknown>;
    const response = await (await visitor("198.51.100.83")).request("POST", "/api/v2/users", { json: body });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ isAdmin: false, isPro: true });
    const [row] = await context.handle.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.email, "proto@example.test"));
    expect(row).toEqual({ isAdmin: false });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
