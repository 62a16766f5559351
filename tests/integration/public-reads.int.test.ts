import { describe, expect, it } from "vitest";

import { insertProject } from "@/db/seed/factories";
import { signUpThroughApi } from "@tests/support/accounts";
import { BrowserLikeClient } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { checkedRequest } from "@tests/support/api-contract-check";

const context = useApiTestContext();

const PUBLIC_READS = ["/api/v2/top/projects", "/api/v2/top/projects?search_project[free_word]=React", "/api/v2/top/projects/ranking", "/api/v2/top/projects/tags/1"];

/** What a third-party page's script sends: its own origin, no cookies, the header such tools add. */
function fromAnotherSite(path: string, headers: Record<string, string> = {}) {
  return checkedRequest(context.app, path, { headers: { Origin: "https://aggregator.example", "X-Requested-With": "XMLHttpRequest", ...headers } });
}

describe("public reads for other sites and tools (issue 11: being a good public API)", () => {
  it.each(PUBLIC_READS)("%s: any origin may read it, without credentials; a visitor's answer is reusable for a minute", async (path) => {
    const response = await fromAnotherSite(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("vary")).toContain("Cookie");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
  });

  it("issue 11: a project's detail (GET /api/v2/top/projects/{id}) is a public read too: any origin, ETag and 304, reusable for a minute", async () => {
    const project = await insertProject(context.handle.db, { status: "open" });
    const path = `/api/v2/top/projects/${project.id}`;
    const response = await fromAnotherSite(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("vary")).toContain("Cookie");
    const tag = response.headers.get("etag");
    expect(tag).toMatch(/^"[0-9a-f]+"$/);
    const again = await fromAnotherSite(path, { "If-None-Match": tag! });
    expect(again.status).toBe(304);
    expect(again.headers.get("access-control-allow-origin")).toBe("*");
    // An unknown project is an error: not reusable by a cache.
    const missing = await fromAnotherSite(`/api/v2/top/projects/${project.id + 1000}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a conditional request with the same ETag gets 304 without a body, still readable cross-site", async () => {
    const first = await fromAnotherSite("/api/v2/top/projects");
    const tag = first.headers.get("etag")!;
    const again = await fromAnotherSite("/api/v2/top/projects", { "If-None-Match": tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toBe("public, max-age=60");
    expect(again.headers.get("access-control-allow-origin")).toBe("*");
    const other = await fromAnotherSite("/api/v2/top/projects?page=2", { "If-None-Match": tag });
    expect(other.status).toBe(200);
  });

  it("a browser's preflight for X-Requested-With is answered for GET only", async () => {
    const response = await checkedRequest(context.app, "/api/v2/top/projects", {
      method: "OPTIONS",
      headers: { Origin: "https://aggregator.example", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "x-requested-with" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toContain("GET");
    expect(response.headers.get("access-control-allow-methods")).not.toContain("POST");
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("x-requested-with");
  });

  it("a signed-in member's answer marks their likes, so it stays private and is never stored", async () => {
    const client = new BrowserLikeClient(context.app);
    await signUpThroughApi(client);
    const response = await client.request("GET", "/api/v2/top/projects");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).not.toBeNull();
  });

  it("a refused query (422) is not reusable by a cache", async () => {
    const response = await fromAnotherSite("/api/v2/top/projects?search_project[budget_id]=999");
    expect(response.status).toBe(422);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each(["/api/v2/me", "/api/v2/announcements", "/api/v2/me/project_likes"])("member route %s never allows another origin", async (path) => {
    const response = await fromAnotherSite(path);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});
