import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { corporations, emailOutbox, operatorAuditLogs } from "@/db/schema";
import { insertCorporation, insertMembership, insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { validProjectForm } from "@tests/support/project-form-body";
import { logInAs } from "@tests/support/sessions";

const context = useApiTestContext();

async function setUp() {
  const { db } = context.handle;
  const corporation = await insertCorporation(db, { name: "株式会社みなと情報サービス" });
  const owner = await insertUser(db, { isOrderer: true, currentCorporationId: corporation.id, email: "owner@minato.example" });
  await insertMembership(db, { userId: owner.id, corporationId: corporation.id, role: "owner" });
  const member = await insertUser(db, { isOrderer: true, currentCorporationId: corporation.id, email: "member@minato.example" });
  await insertMembership(db, { userId: member.id, corporationId: corporation.id, role: "member" });
  const operator = new BrowserLikeClient(context.app, "203.0.113.40");
  await logInAs(context.handle, operator, (await insertUser(db, { isAdmin: true })).id, context.clock.now());
  const orderer = new BrowserLikeClient(context.app, "203.0.113.41");
  await logInAs(context.handle, orderer, owner.id, context.clock.now());
  const contract = (body: Record<string, unknown>) =>
    operator.request("PUT", `/api/v2/admin/corporations/${corporation.id}/contract`, {
      json: { plan: "free", planStartedOn: "", planInvoiceNote: "", invoiceRegistrationNumber: "", ...body },
    });
  const audit = () => db.select().from(operatorAuditLogs);
  return { db, corporation, operator, orderer, contract, audit };
}

describe("issue 18: 企業 — the contract an operator records is what the members may do (decision 030)", () => {
  it("moving a free corporation to standard: its orderer posts directly instead of requesting, the owner is mailed, one audit row", async () => {
    const { db, orderer, contract, audit } = await setUp();
    expect((await orderer.request("POST", "/api/v2/project_requests", { json: validProjectForm() })).status).toBe(201);

    const response = await contract({ plan: "standard", planStartedOn: "2026-12-01", planInvoiceNote: "月末締め・翌月末払い" });
    expect(await json(response)).toEqual({ changed: true });

    expect((await json<{ plan: string }>(await orderer.request("GET", "/api/v2/me"))).plan).toBe("standard");
    expect((await orderer.request("POST", "/api/v2/project_requests", { json: validProjectForm() })).status).toBe(403);
    expect((await orderer.request("POST", "/api/v2/projects", { json: validProjectForm() })).status).toBe(201);

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, "【かけはし】ご契約プランを変更しました"));
    expect(mails.map((mail) => mail.toAddress)).toEqual(["owner@minato.example"]);
    expect(mails[0]!.bodyText).toContain("スタンダードプラン");
    const rows = await audit();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "corporation.change_plan",
      before: { plan: "free", planStartedOn: null },
      after: { plan: "standard", planStartedOn: "2026-12-01" },
    });
  });

  it("a note alone is edit_billing without a mail; the same contract again writes nothing", async () => {
    const { db, contract, audit } = await setUp();
    expect(await json(await contract({ planInvoiceNote: "請求書は経理部宛" }))).toEqual({ changed: true });
    expect(await json(await contract({ planInvoiceNote: "請求書は経理部宛" }))).toEqual({ changed: false });
    expect((await audit()).map((row) => row.action)).toEqual(["corporation.edit_billing"]);
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("a paid plan without a start day, or a wrong invoice number, is 422 and changes nothing", async () => {
    const { db, corporation, contract, audit } = await setUp();
    const readRow = async () => (await db.select().from(corporations).where(eq(corporations.id, corporation.id)))[0];
    const before = await readRow();
    const noDay = await contract({ plan: "premium" });
    expect(noDay.status).toBe(422);
    expect((await json<{ error: { issues: { path: string; message: string }[] } }>(noDay)).error.issues).toContainEqual({
      path: "planStartedOn",
      message: "有料プランには利用開始日が必要です",
    });
    expect((await contract({ invoiceRegistrationNumber: "T1234567890123" })).status).toBe(422);
    // A day that does not exist (found by the property tests: it used to reach PostgreSQL and answer 500).
    const noSuchDay = await contract({ plan: "premium", planStartedOn: "2026-02-30" });
    expect(noSuchDay.status).toBe(422);
    expect((await json<{ error: { issues: { path: string }[] } }>(noSuchDay)).error.issues.map((issue) => issue.path)).toEqual(["planStartedOn"]);
    expect(await readRow()).toEqual(before);
    expect(before).toMatchObject({ plan: "free" });
    expect(await audit()).toHaveLength(0);
  });

  it("the list finds a corporation by name and by plan, and the detail lists its members", async () => {
    const { corporation, operator, contract } = await setUp();
    await contract({ plan: "premium", planStartedOn: "2026-11-01" });
    const byName = await json<{ corporations: { id: number; planName: string }[] }>(await operator.request("GET", "/api/v2/admin/corporations?q=みなと"));
    expect(byName.corporations).toEqual([expect.objectContaining({ id: corporation.id, planName: "プレミアムプラン" })]);
    const byPlan = await json<{ corporations: unknown[] }>(await operator.request("GET", "/api/v2/admin/corporations?plan=standard"));
    expect(byPlan.corporations).toHaveLength(0);
    const detail = await json<{ members: { email: string; role: string }[] }>(await operator.request("GET", `/api/v2/admin/corporations/${corporation.id}`));
    expect(detail.members.map((m) => [m.email, m.role])).toEqual([
      ["owner@minato.example", "オーナー"],
      ["member@minato.example", "メンバー"],
    ]);
  });
});
