import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";

import { BrowserLikeClient } from "@tests/support/api-client";
import { contractProblems } from "@tests/support/api-contract-check";
import { useApiTestContext } from "@tests/support/api-test-context";
import { routerPath } from "@/platform/api-contract/serve-contract";
import { ALL_ROUTES } from "@/server/api-docs/all-routes";

const context = useApiTestContext();

const declared = new Set(ALL_ROUTES.map((route) => `${route.method.toUpperCase()} ${routerPath(route, "")}`));

describe("the OpenAPI document (issue 11: OpenAPI and a typed client)", () => {
  it("GET /api/openapi.json is a valid OpenAPI 3.1 document", async () => {
    const response = await new BrowserLikeClient(context.app).request("GET", "/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
  });

  it("declares every route the app serves, and serves every route it declares", () => {
    const served = new Set(context.app.routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${route.path}`));
    expect([...served].filter((route) => !declared.has(route))).toEqual([]);
    expect([...declared].filter((route) => !served.has(route))).toEqual([]);
  });

  it("documents errors with the product's error body and its codes as an enum", async () => {
    const document = (await (await context.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: { "application/json": { schema: { $ref?: string } } } }> }>>;
      components: { schemas: Record<string, { properties: { error: { properties: { code: { enum: string[] } } } } }> };
    };
    const codes = document.components.schemas.ErrorBody!.properties.error.properties.code.enum;
    expect(codes).toEqual(expect.arrayContaining(["unauthenticated", "csrf_token_invalid", "not_found", "validation_failed", "rate_limited", "payload_too_large"]));
    const me = document.paths["/api/v2/me"]!.get!.responses;
    expect(Object.keys(me)).toEqual(expect.arrayContaining(["200", "401", "429", "500", "503"]));
    expect(me["401"]!.content!["application/json"].schema.$ref).toBe("#/components/schemas/ErrorBody");
    const signUp = document.paths["/api/v2/users"]!.post!.responses;
    expect(Object.keys(signUp)).toEqual(expect.arrayContaining(["201", "400", "403", "409", "413", "415", "422", "429"]));
  });

  it("the reference page at /api/docs loads its scripts from our own origin under a policy of its own", async () => {
    const client = new BrowserLikeClient(context.app);
    const page = await client.request("GET", "/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await page.text();
    for (const asset of html.matchAll(/(?:src|href)="(\/api\/docs\/assets\/[^"]+)"/g)) {
      const response = await client.request("GET", asset[1]!);
      expect(response.status, asset[1]).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    expect((await client.request("GET", "/api/docs/assets/package.json")).status).toBe(404);
    expect((await client.request("GET", "/api/docs/assets/..%2Fpackage.json")).status).toBe(404);
  });

  it("the contract check fails an undeclared status, a wrong field type, an undocumented field and a code that does not go with its status", async () => {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    const url = "http://localhost/api/v2/announcement_reads";
    expect(await contractProblems("POST", url, json({ hasUnreadAnnouncement: false }))).toEqual([]);
    expect((await contractProblems("POST", url, json({ hasUnreadAnnouncement: false }, 201))).join()).toContain("status not declared");
    expect((await contractProblems("POST", url, json({ hasUnreadAnnouncement: "no" }))).join()).toContain("body.hasUnreadAnnouncement");
    expect((await contractProblems("POST", url, json({ hasUnreadAnnouncement: false, extra: 1 }))).join()).toContain("body.extra is not in the declared schema");
    expect((await contractProblems("POST", url, json({ error: { code: "not_found", message: "x" } }, 401))).join()).toContain("does not go with 401");
    expect((await contractProblems("GET", "http://localhost/api/v2/nowhere", json({ ok: true }))).join()).toContain("no route declares it");
  });
});
