import { describe, expect, it } from "vitest";

import { cookiesSetBy, postJsonOverHttp } from "@tests/support/http-accounts";
import { proSignUpBody } from "@tests/support/accounts";
import { sharedServerUrl } from "@tests/support/shared-server";

/**
 * What Next itself puts on a page, which the entry point's integration test (src/server/
 * security-headers.int.test.ts) cannot see behind its stand-in page: the built app's answers.
 */
const baseUrl = sharedServerUrl();
const NOT_STORED = "private, no-cache, no-store, max-age=0, must-revalidate";

async function pageHeaders(path: string, cookie?: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  await response.arrayBuffer();
  return { status: response.status, headers: response.headers };
}

describe("issue 19: pages' own headers in the built app", () => {
  it("ASVS 14.3.2: a member's page and a visitor's page are never stored by the browser or a shared cache", async () => {
    const signUp = await postJsonOverHttp(baseUrl, "/api/v2/users", proSignUpBody({ email: `headers-${Date.now()}@example.test` }));
    expect(signUp.status).toBe(201);
    const member = await pageHeaders("/mypage/config", cookiesSetBy(signUp));
    const visitor = await pageHeaders("/");
    expect([member.status, visitor.status]).toEqual([200, 200]);
    for (const { headers } of [member, visitor]) {
      expect(headers.get("cache-control")).toBe(NOT_STORED);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("content-security-policy")).toContain("base-uri 'none'");
      // The test server's origin is plain http: no HSTS (the https case is in the integration test).
      expect(headers.has("strict-transport-security")).toBe(false);
    }
  });
});
