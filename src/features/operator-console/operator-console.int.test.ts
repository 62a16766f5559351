import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { operatorAuditLogs, projectRequests, projects, sessions } from "@/db/schema";
import { FACTORY_PASSWORD, insertCorporation, insertUser } from "@/db/seed/factories";
import { ProjectFormSchema } from "@/features/project-posting/project-form.schemas";
import { insertProjectRequest } from "@/features/project-requests/project-requests.queries";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";
import { validProjectForm } from "@tests/support/project-form-body";

const context = useApiTestContext();
const MINUTE = 60_000;

async function setUp() {
  const { db } = context.handle;
  const corporation = await insertCorporation(db, { name: "株式会社フリー" });
  const requester = await insertUser(db, { isOrderer: true, plan: "free", currentCorporationId: corporation.id });
  const operator = await insertUser(db, { isAdmin: true, email: "ops@example.com" });
  const request = await insertProjectRequest(db, {
    corporationId: corporation.id,
    requestedByUserId: requester.id,
    form: ProjectFormSchema.parse(validProjectForm({ title: "社内ツールのGo移行" })),
    now: context.clock.now(),
  });
  const client = new BrowserLikeClient(context.app);
  await logInAs(context.handle, client, operator.id, context.clock.now());
  const auditRows = () => db.select().from(operatorAuditLogs);
  return { db, operator, request, client, auditRows };
}

describe("issue 18: the console's actions ask for the password again after 15 minutes, and each writes one audit row", () => {
  it("an action 16 minutes after login is refused with password_confirmation_required and changes nothing; after the password, it goes through", async () => {
    const { db, request, client, auditRows } = await setUp();
    context.clock.advance(16 * MINUTE);
    const refused = await client.request("POST", `/api/v2/admin/project_requests/${request.id}/review`);
    expect(refused.status).toBe(403);
    expect((await json<{ error: { code: string; message: string } }>(refused)).error).toMatchObject({
      code: "password_confirmation_required",
      message: "安全のため、パスワードをもう一度入力してください。",
    });
    expect((await db.select().from(projectRequests).where(eq(projectRequests.id, request.id)))[0]!.status).toBe("pending");
    expect(await auditRows()).toHaveLength(0);

    const wrong = await client.request("POST", "/api/v2/admin/password_confirmation", { json: { password: "wrong-password-1" } });
    expect(wrong.status).toBe(422);
    const confirmed = await client.request("POST", "/api/v2/admin/password_confirmation", { json: { password: FACTORY_PASSWORD } });
    expect(confirmed.status).toBe(204);
    const started = await client.request("POST", `/api/v2/admin/project_requests/${request.id}/review`);
    expect(started.status).toBe(200);
    expect(await auditRows()).toHaveLength(1);
  });

  it("publishing a request writes the project, 掲載済 and exactly one audit row naming the operator, the request and the project", async () => {
    const { db, operator, request, client, auditRows } = await setUp();
    const published = await client.request("POST", `/api/v2/admin/project_requests/${request.id}/publication`);
    expect(published.status).toBe(201);
    const { projectId } = await json<{ projectId: number }>(published);
    expect((await db.select().from(projects).where(eq(projects.id, projectId)))[0]).toMatchObject({ title: "社内ツールのGo移行", status: "open" });
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operatorUserId: operator.id,
      action: "project_request.publish",
      targetType: "project_request",
      targetId: String(request.id),
      after: { status: "published", projectId },
    });
  });

  it("an edit keeps only the changed fields before and after; a refused edit (422) writes no row", async () => {
    const { request, client, auditRows } = await setUp();
    const bad = await client.request("PUT", `/api/v2/admin/project_requests/${request.id}`, { json: validProjectForm({ title: "" }) });
    expect(bad.status).toBe(422);
    expect(await auditRows()).toHaveLength(0);
    const edited = await client.request("PUT", `/api/v2/admin/project_requests/${request.id}`, { json: validProjectForm({ title: "社内ツールのGo移行（リモート可）" }) });
    expect(edited.status).toBe(200);
    const [row] = await auditRows();
    expect(row).toMatchObject({ action: "project_request.edit", before: { title: "社内ツールのGo移行" }, after: { title: "社内ツールのGo移行（リモート可）" } });
    expect(Object.keys(row!.after as object)).toEqual(["title"]);
  });

  it("the audit log lists actions newest first and filters by action", async () => {
    const { request, client } = await setUp();
    await client.request("POST", `/api/v2/admin/project_requests/${request.id}/review`);
    await client.request("POST", `/api/v2/admin/project_requests/${request.id}/rejection`, { json: { comment: "報酬の記載をご確認ください。" } });
    const all = await json<{ entries: { action: string; actionLabel: string; reason: string | null }[] }>(await client.request("GET", "/api/v2/admin/audit_logs"));
    expect(all.entries.map((entry) => entry.actionLabel)).toEqual(["掲載依頼を差し戻し", "掲載依頼の審査を開始"]);
    expect(all.entries[0]!.reason).toBe("報酬の記載をご確認ください。");
    const filtered = await json<{ entries: unknown[] }>(await client.request("GET", "/api/v2/admin/audit_logs?action=project_request.start_review"));
    expect(filtered.entries).toHaveLength(1);
  });
});

describe("issue 18: a console action without the page's CSRF token, or from another origin, is refused and changes nothing", () => {
  it("403 csrf_token_invalid without the token, 403 origin_not_allowed from a foreign origin; the request stays 申請中 and no audit row is written", async () => {
    const { db, request, client, auditRows } = await setUp();
    const path = `/api/v2/admin/project_requests/${request.id}/publication`;
    const withoutToken = await client.request("POST", path, { csrf: false });
    expect(withoutToken.status).toBe(403);
    expect((await json<{ error: { code: string } }>(withoutToken)).error.code).toBe("csrf_token_invalid");
    const foreign = await client.request("POST", path, { headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect((await json<{ error: { code: string } }>(foreign)).error.code).toBe("origin_not_allowed");
    expect((await db.select().from(projectRequests).where(eq(projectRequests.id, request.id)))[0]!.status).toBe("pending");
    expect(await auditRows()).toHaveLength(0);
  });
});

describe("issue 18: an operator's session lasts 8 hours whatever 「ログイン状態を保持する」 says", () => {
  it("a login of an operator with rememberMe expires 8 hours later; a pro's lasts 30 days", async () => {
    const { db } = context.handle;
    const operator = await insertUser(db, { isAdmin: true, email: "ops@example.com" });
    const pro = await insertUser(db, { isPro: true, email: "pro@example.com" });
    for (const [email, userId, hours] of [
      ["ops@example.com", operator.id, 8],
      ["pro@example.com", pro.id, 30 * 24],
    ] as const) {
      const client = new BrowserLikeClient(context.app);
      await client.fetchCsrfToken();
      const response = await client.request("POST", "/api/v2/sessions", { json: { email, password: FACTORY_PASSWORD, rememberMe: true } });
      expect(response.status).toBe(200);
      const [session] = await db.select().from(sessions).where(eq(sessions.userId, userId));
      expect(session!.expiresAt.getTime() - context.clock.now().getTime()).toBe(hours * 3_600_000);
    }
  });
});
