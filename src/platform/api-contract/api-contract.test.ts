import { describe, expect, it } from "vitest";
import { z } from "zod";

import { pathOf } from "./call-api";
import { declaredStatuses } from "./contract-statuses";
import { buildOpenApiDocument } from "./openapi-document";
import { defineRoute } from "./route-declaration";
import { routerPath } from "./serve-contract";

const like = defineRoute({
  operationId: "likeProject",
  method: "post",
  path: "/api/v2/projects/{id}/project_like",
  summary: "Like",
  tags: ["Projects"],
  access: "member",
  request: { params: z.object({ id: z.string() }) },
  responses: { 200: { description: "Liked.", schema: z.object({ isLiked: z.boolean() }) } },
  errors: [404],
});

const detail = defineRoute({
  operationId: "getProject",
  method: "get",
  path: "/api/v2/top/projects/{id}",
  pathPatterns: { id: "[0-9]+" },
  summary: "A project",
  tags: ["Projects"],
  access: "public",
  request: { params: z.object({ id: z.string() }), query: z.object({ page: z.string().optional().describe("The page.") }) },
  responses: { 200: { description: "The project.", schema: z.object({ id: z.number() }) } },
  errors: [404],
});

describe("route declarations (issue 11: one contract for the server, the document and the client)", () => {
  it("the router path drops the mount point and keeps a parameter's pattern", () => {
    expect(routerPath(like, "/api/v2")).toBe("/projects/:id/project_like");
    expect(routerPath(detail, "/api/v2")).toBe("/top/projects/:id{[0-9]+}");
    expect(() => routerPath(like, "/api/v3")).toThrow();
  });

  it("the client's path encodes each parameter and appends the query as the address bar has it", () => {
    expect(pathOf(like, { id: 12 })).toBe("/api/v2/projects/12/project_like");
    expect(pathOf(like, { id: "a/b" })).toBe("/api/v2/projects/a%2Fb/project_like");
    expect(pathOf(detail, { id: 3 }, "search_project[free_word]=React&page=2")).toBe("/api/v2/top/projects/3?search_project[free_word]=React&page=2");
    expect(() => pathOf(like, {})).toThrow(/\{id\}/);
  });

  it("a route's statuses include those its place gives it: CSRF for writes, 401 for members, 304 and 429 for public reads", () => {
    expect(declaredStatuses(like)).toEqual([200, 401, 403, 404, 500, 503]);
    expect(declaredStatuses(detail)).toEqual([200, 304, 404, 429, 500, 503]);
  });

  it("the document names each parameter, marks the member route's session, and refers errors to one error body", () => {
    const document = buildOpenApiDocument([like, detail], { title: "t", version: "2", description: "d", serverUrl: "http://localhost", sessionCookieName: "kh_session" });
    const get = document.paths["/api/v2/top/projects/{id}"]!.get as {
      parameters: { name: string; in: string; required: boolean; description?: string }[];
      security: unknown[];
    };
    expect(get.parameters).toEqual([
      expect.objectContaining({ name: "id", in: "path", required: true }),
      expect.objectContaining({ name: "page", in: "query", required: false, description: "The page." }),
    ]);
    expect(get.security).toEqual([]);
    const post = document.paths["/api/v2/projects/{id}/project_like"]!.post as { security: unknown[]; responses: Record<string, { content?: unknown }> };
    expect(post.security).toEqual([{ session: [] }]);
    expect(post.responses["404"]!.content).toEqual({ "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } });
    expect(document.components.schemas).toHaveProperty("ErrorBody");
  });
});
