import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { operatorAuditLogs, projects } from "@/db/schema";
import { insertCorporation, insertProject, insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { validProjectForm } from "@tests/support/project-form-body";
import { logInAs } from "@tests/support/sessions";

const context = useApiTestContext();

async function setUp() {
  const { db } = context.handle;
  const corporation = await insertCorporation(db, { name: "株式会社エー" });
  const project = await insertProject(db, { corporationId: corporation.id, status: "open", closedAt: null, referenceDate: context.clock.now() });
  const closed = await insertProject(db, { corporationId: corporation.id, status: "closed", referenceDate: context.clock.now() });
  const operator = new BrowserLikeClient(context.app);
  await logInAs(context.handle, operator, (await insertUser(db, { isAdmin: true })).id, context.clock.now());
  const stored = async (id: number) => (await db.select().from(projects).where(eq(projects.id, id)))[0]!;
  const audit = () => db.select().from(operatorAuditLogs);
  return { db, corporation, project, closed, operator, stored, audit };
}

describe("issue 18: 案件 — an operator finds any project, ends a listing or edits it, and says why to the corporation", () => {
  it("an id finds the project whatever its state; status and corporation filter the newest-first list", async () => {
    const { corporation, project, closed, operator } = await setUp();
    const byId = await json<{ projects: { id: number; statusLabel: string }[]; mode: string }>(await operator.request("GET", `/api/v2/admin/projects?q=${closed.id}`));
    expect(byId).toMatchObject({ mode: "id", projects: [{ id: closed.id }] });
    const open = await json<{ projects: { id: number; statusLabel: string }[] }>(
      await operator.request("GET", `/api/v2/admin/projects?status=open&corporationId=${corporation.id}`),
    );
    expect(open.projects.map((p) => [p.id, p.statusLabel])).toEqual([[project.id, "公開中"]]);
    expect((await operator.request("GET", "/api/v2/admin/projects?status=archived")).status).toBe(422);
  });

  it("掲載終了 closes it as the operator's, keeps the note for the corporation, and writes one audit row; a second time is 409", async () => {
    const { project, operator, stored, audit } = await setUp();
    const response = await operator.request("POST", `/api/v2/admin/projects/${project.id}/closure`, {
      json: { note: "外部サイトへの誘導が含まれていたため、掲載を終了しました。" },
    });
    expect(response.status).toBe(200);
    expect(await stored(project.id)).toMatchObject({
      status: "closed",
      closeReason: "operator",
      operatorNote: "外部サイトへの誘導が含まれていたため、掲載を終了しました。",
    });
    expect((await operator.request("POST", `/api/v2/admin/projects/${project.id}/closure`, { json: { note: "再度" } })).status).toBe(409);
    const rows = await audit();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "project.close", targetId: String(project.id), reason: "外部サイトへの誘導が含まれていたため、掲載を終了しました。" });
    // Unlike a suspension, an operator's closing leaves the page public, closed like any other.
    expect((await operator.request("GET", `/api/v2/top/projects/${project.id}`)).status).toBe(200);
  });

  it("an edit needs a reason: without one it is 422 and nothing changes; with one the changed fields go to the audit row", async () => {
    const { project, operator, stored, audit } = await setUp();
    const before = await stored(project.id);
    const form = validProjectForm({ title: "社内向け管理画面のReact改修（フルリモート）" });
    expect((await operator.request("PUT", `/api/v2/admin/projects/${project.id}`, { json: { form, note: "" } })).status).toBe(422);
    expect((await stored(project.id)).title).toBe(before.title);
    expect(await audit()).toHaveLength(0);

    const saved = await operator.request("PUT", `/api/v2/admin/projects/${project.id}`, { json: { form, note: "電話番号の記載を削除しました。" } });
    expect(saved.status).toBe(200);
    expect(await stored(project.id)).toMatchObject({ title: "社内向け管理画面のReact改修（フルリモート）", operatorNote: "電話番号の記載を削除しました。" });
    const [row] = await audit();
    expect(row).toMatchObject({
      action: "project.edit",
      reason: "電話番号の記載を削除しました。",
      after: expect.objectContaining({ title: "社内向け管理画面のReact改修（フルリモート）" }),
    });
    expect((row!.before as Record<string, unknown>).title).toBe(before.title);
  });
});
