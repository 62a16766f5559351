import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { proProfiles, users } from "@/db/schema";
import { BrowserLikeClient } from "@tests/support/api-client";
import { VALID_PASSWORD, signUpThroughApi } from "@tests/support/accounts";
import { useApiTestContext } from "@tests/support/api-test-context";

const context = useApiTestContext();
const HOUR = 60 * 60_000;

async function lastActiveOf(email: string): Promise<Date | null> {
  const [row] = await context.handle.db
    .select({ lastActiveAt: proProfiles.lastActiveAt })
    .from(proProfiles)
    .innerJoin(users, eq(users.id, proProfiles.userId))
    .where(eq(users.email, email));
  return row!.lastActiveAt;
}

describe("issue 13: a pro's 「最終ログイン」 follows their use of the site", () => {
  it("is set at login and moves forward (hourly) while the pro keeps using a session", async () => {
    const { email } = await signUpThroughApi(new BrowserLikeClient(context.app, "192.0.2.1"));
    const client = new BrowserLikeClient(context.app, "198.51.100.7");
    await client.fetchCsrfToken();
    const loggedInAt = context.clock.now();
    expect((await client.request("POST", "/api/v2/sessions", { json: { email, password: VALID_PASSWORD } })).status).toBe(200);
    expect(await lastActiveOf(email)).toEqual(loggedInAt);

    context.clock.advance(3 * HOUR);
    expect((await client.request("GET", "/api/v2/me")).status).toBe(200);
    expect((await lastActiveOf(email))!.getTime()).toBe(loggedInAt.getTime() + 3 * HOUR);
  });
});
