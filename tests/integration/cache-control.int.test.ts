import { describe, expect, it } from "vitest";

import { BrowserLikeClient } from "@tests/support/api-client";
import { signUpThroughApi } from "@tests/support/accounts";
import { useApiTestContext } from "@tests/support/api-test-context";

const context = useApiTestContext();

describe("answers that depend on the session are never stored by a cache", () => {
  it.each([
    ["GET", "/api/v2/me"],
    ["GET", "/api/v2/announcements"],
    ["GET", "/api/v2/top/projects"],
    ["GET", "/api/v2/top/projects/ranking"],
    ["GET", "/api/v2/me/project_likes"],
    ["GET", "/api/v2/csrf_token"],
  ])("%s %s signed in → private, no-store, Vary: Cookie", async (method, path) => {
    const client = new BrowserLikeClient(context.app);
    await signUpThroughApi(client);
    const response = await client.request(method, path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("vary")).toContain("Cookie");
  });

  it("an error answer (401 for a visitor) is not stored either", async () => {
    const response = await new BrowserLikeClient(context.app).request("GET", "/api/v2/me");
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("reference data that is the same for everyone keeps its public caching", async () => {
    const response = await new BrowserLikeClient(context.app).request("GET", "/api/v2/top/project_search_metadata");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  });
});
