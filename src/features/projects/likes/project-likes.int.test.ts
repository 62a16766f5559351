import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { projectLikes, projects } from "@/db/schema";
import { insertProject, insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

import { ProjectSummarySchema, type ProjectSummary } from "../project-summary.schemas";

const context = useApiTestContext();

async function signedIn() {
  const user = await insertUser(context.handle.db, { isPro: true });
  const client = new BrowserLikeClient(context.app);
  await logInAs(context.handle, client, user.id, context.clock.now());
  return { user, client };
}

async function likeCountOf(projectId: number) {
  const [row] = await context.handle.db.select({ likeCount: projects.likeCount }).from(projects).where(eq(projects.id, projectId));
  return row!.likeCount;
}

describe("POST/DELETE /api/v2/projects/:id/project_like", () => {
  it("S-LIKE-1: like then unlike; the count follows and repeating either call changes nothing", async () => {
    const project = await insertProject(context.handle.db, { likeCount: 0 });
    const { user, client } = await signedIn();
    const path = `/api/v2/projects/${project.id}/project_like`;

    for (let i = 0; i < 2; i++) {
      const response = await client.request("POST", path);
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ isLiked: true, likeCount: 1 });
    }
    expect(await context.handle.db.select().from(projectLikes).where(eq(projectLikes.userId, user.id))).toHaveLength(1);
    expect(await likeCountOf(project.id)).toBe(1);

    for (let i = 0; i < 2; i++) {
      const response = await client.request("DELETE", path);
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ isLiked: false, likeCount: 0 });
    }
    expect(await likeCountOf(project.id)).toBe(0);
  });

  it("S-LIKE-1: likes from different users add up", async () => {
    const project = await insertProject(context.handle.db, { likeCount: 0 });
    for (let i = 0; i < 3; i++) await (await signedIn()).client.request("POST", `/api/v2/projects/${project.id}/project_like`);
    expect(await likeCountOf(project.id)).toBe(3);
  });

  it.each(["POST", "DELETE"])("%s: a visitor gets 401, an unknown or malformed project 404, a missing CSRF token 403", async (method) => {
    const project = await insertProject(context.handle.db, { likeCount: 0 });
    const visitor = new BrowserLikeClient(context.app);
    await visitor.fetchCsrfToken();
    expect((await visitor.request(method, `/api/v2/projects/${project.id}/project_like`)).status).toBe(401);
    const { client } = await signedIn();
    for (const id of ["999999", "abc", "0", "99999999999"]) {
      const response = await client.request(method, `/api/v2/projects/${id}/project_like`);
      expect(response.status, id).toBe(404);
      expect((await json<{ error: { message: string } }>(response)).error.message).toBe("案件が見つかりませんでした。");
    }
    expect((await client.request(method, `/api/v2/projects/${project.id}/project_like`, { csrf: false })).status).toBe(403);
    expect(await likeCountOf(project.id)).toBe(0);
  });

  it("S-LIKE-1: GET /api/v2/me/project_likes lists what the user liked, most recent first", async () => {
    const first = await insertProject(context.handle.db, { title: "先にいいね" });
    const second = await insertProject(context.handle.db, { title: "後でいいね" });
    await insertProject(context.handle.db, { title: "いいねしていない" });
    const { client } = await signedIn();
    await client.request("POST", `/api/v2/projects/${first.id}/project_like`);
    context.clock.advance(1000);
    await client.request("POST", `/api/v2/projects/${second.id}/project_like`);
    const response = await client.request("GET", "/api/v2/me/project_likes");
    expect(response.status).toBe(200);
    const body = await json<{ projects: ProjectSummary[]; totalCount: number }>(response);
    expect(body.projects.map((p) => p.title)).toEqual(["後でいいね", "先にいいね"]);
    expect(body.projects.every((p) => p.isLiked)).toBe(true);
    // The one project representation (decision 013), the corporation named for the member.
    for (const project of body.projects) expect(ProjectSummarySchema.strict().parse(project)).toEqual(project);
    expect(body.projects.every((p) => !p.corporation.isMasked && p.corporation.id !== null)).toBe(true);
    expect(body.totalCount).toBe(2);
    expect((await new BrowserLikeClient(context.app).request("GET", "/api/v2/me/project_likes")).status).toBe(401);
  });
});
