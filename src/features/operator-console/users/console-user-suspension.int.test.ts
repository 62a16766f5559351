import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox, operatorAuditLogs, projects, sessions, users } from "@/db/schema";
import { FACTORY_PASSWORD, insertCorporation, insertMembership, insertProject, insertUser } from "@/db/seed/factories";
import { PASSWORD_RESET_REQUIRED_SUBJECT } from "@/features/password-reset/password-reset-mail";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { insertProRow } from "@tests/support/pro-rows";
import { logInAs } from "@tests/support/sessions";

const context = useApiTestContext();
type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

async function signedIn(userId: number, ip?: string) {
  const client = new BrowserLikeClient(context.app, ip);
  await logInAs(context.handle, client, userId, context.clock.now());
  return client;
}

async function visitor(ip = "198.51.100.40") {
  const client = new BrowserLikeClient(context.app, ip);
  await client.fetchCsrfToken();
  return client;
}

async function setUp() {
  const { db } = context.handle;
  const operator = await insertUser(db, { isAdmin: true, email: "ops@example.com" });
  const corporation = await insertCorporation(db, { name: "株式会社カケハシ商事" });
  const poster = await insertUser(db, { isOrderer: true, plan: "standard", currentCorporationId: corporation.id, email: "poster@example.com" });
  const colleague = await insertUser(db, { isOrderer: true, plan: "standard", currentCorporationId: corporation.id });
  await insertMembership(db, { userId: poster.id, corporationId: corporation.id, role: "owner" });
  await insertMembership(db, { userId: colleague.id, corporationId: corporation.id, role: "owner" });
  const project = (createdByUserId: number, status: "open" | "closed") =>
    insertProject(db, {
      corporationId: corporation.id,
      createdByUserId,
      status,
      closedAt: status === "closed" ? context.clock.now() : null,
      closeReason: status === "closed" ? "orderer" : null,
      referenceDate: context.clock.now(),
    });
  const posted = [await project(poster.id, "open"), await project(poster.id, "open")];
  const postedClosed = await project(poster.id, "closed");
  const colleagues = await project(colleague.id, "open");
  return { db, operator, ops: await signedIn(operator.id), corporation, poster, colleague, posted, postedClosed, colleagues };
}

const suspend = (client: BrowserLikeClient, userId: number, reason = "外部での直接取引の勧誘が確認されたため。") =>
  client.request("POST", `/api/v2/admin/users/${userId}/suspension`, { json: { reason } });
const auditRows = () => context.handle.db.select().from(operatorAuditLogs);
const projectIdsOf = async (client: BrowserLikeClient, path: string, key: "projectList" | "closedProjects" | "proList") =>
  (await json<Record<string, { id: number }[]>>(await client.request("GET", path)))[key]!.map((p) => p.id);

describe("issue 18: 利用停止 (suspension)", () => {
  it("ends every session at once, closes only the member's open projects, and writes one audit row with the reason", async () => {
    const { db, operator, ops, poster, posted, postedClosed, colleagues } = await setUp();
    const posterBrowser = await signedIn(poster.id, "198.51.100.21");
    await signedIn(poster.id, "198.51.100.22");
    expect((await posterBrowser.request("GET", "/api/v2/me")).status).toBe(200);

    const response = await suspend(ops, poster.id);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ userId: poster.id, endedSessions: 2, closedProjectIds: posted.map((p) => p.id) });
    // The same browser's next request is a visitor's.
    expect((await posterBrowser.request("GET", "/api/v2/me")).status).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.userId, poster.id))).toHaveLength(0);

    const rows = await db.select().from(projects);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const p of posted) expect(byId.get(p.id)).toMatchObject({ status: "closed", closeReason: "suspended" });
    expect(byId.get(postedClosed.id)).toMatchObject({ status: "closed", closeReason: "orderer" });
    expect(byId.get(colleagues.id)).toMatchObject({ status: "open", closeReason: null });

    const [row] = await auditRows();
    expect(await auditRows()).toHaveLength(1);
    expect(row).toMatchObject({
      operatorUserId: operator.id,
      action: "user.suspend",
      targetId: String(poster.id),
      before: { suspendedAt: null },
      after: { closedProjectIds: posted.map((p) => p.id) },
      reason: "外部での直接取引の勧誘が確認されたため。",
    });
    const login = await (await visitor()).request("POST", "/api/v2/sessions", { json: { email: "poster@example.com", password: FACTORY_PASSWORD } });
    expect(login.status).toBe(403);
    expect((await json<ErrorBody>(login)).error.code).toBe("account_suspended");
  });

  it("the closed projects are public nowhere — search, their page, the company page — but operators still open them; a colleague cannot reopen one", async () => {
    const { ops, corporation, poster, colleague, posted, colleagues } = await setUp();
    await suspend(ops, poster.id);
    const guest = await visitor();
    const searched = await projectIdsOf(guest, "/api/v2/top/projects", "projectList");
    expect(searched).toContain(colleagues.id);
    for (const p of posted) expect(searched).not.toContain(p.id);
    expect((await guest.request("GET", `/api/v2/top/projects/${posted[0]!.id}`)).status).toBe(404);
    expect((await ops.request("GET", `/api/v2/top/projects/${posted[0]!.id}`)).status).toBe(200);
    const colleagueClient = await signedIn(colleague.id);
    expect(await projectIdsOf(colleagueClient, `/api/v2/corporations/${corporation.id}`, "closedProjects")).not.toContain(posted[0]!.id);
    const reopen = await colleagueClient.request("POST", `/api/v2/projects/${posted[0]!.id}/reopen`);
    expect(reopen.status).toBe(409);
    expect((await json<ErrorBody>(reopen)).error.message).toBe("この案件を掲載したメンバーが利用停止中のため、募集を再開できません。");
  });

  it("a suspended pro leaves pro search and their profile for everyone but operators", async () => {
    const { ops } = await setUp();
    const pro = await insertProRow(context.handle.db, { profile: { headline: "停止されるプロ" } });
    const other = await insertProRow(context.handle.db, { profile: { headline: "ふつうのプロ" } });
    const guest = await visitor();
    expect((await guest.request("GET", `/api/v2/pros/${pro.id}`)).status).toBe(200);
    expect((await suspend(ops, pro.id)).status).toBe(200);
    const ordererOfElsewhere = await signedIn((await insertUser(context.handle.db, { isOrderer: true })).id);
    for (const client of [guest, ordererOfElsewhere]) {
      expect((await client.request("GET", `/api/v2/pros/${pro.id}`)).status).toBe(404);
      expect(await projectIdsOf(client, "/api/v2/top/pros", "proList")).toEqual([other.id]);
    }
    expect((await ops.request("GET", `/api/v2/pros/${pro.id}`)).status).toBe(200);
    expect(await projectIdsOf(ops, "/api/v2/top/pros", "proList")).toContain(pro.id);
  });

  it("利用停止を解除 reopens exactly the projects the suspension closed, with its own audit row", async () => {
    const { db, ops, poster, posted, postedClosed } = await setUp();
    await suspend(ops, poster.id);
    const lifted = await ops.request("DELETE", `/api/v2/admin/users/${poster.id}/suspension`);
    expect(lifted.status).toBe(200);
    expect(await json(lifted)).toMatchObject({ suspendedAt: null, reopenedProjectIds: posted.map((p) => p.id) });
    const rows = await db.select().from(projects).where(eq(projects.createdByUserId, poster.id));
    expect(rows.filter((row) => row.status === "open").map((row) => row.id)).toEqual(posted.map((p) => p.id));
    expect(rows.find((row) => row.id === postedClosed.id)).toMatchObject({ status: "closed", closeReason: "orderer" });
    expect((await db.select().from(users).where(eq(users.id, poster.id)))[0]!.suspendedAt).toBeNull();
    expect((await auditRows()).map((row) => row.action).sort()).toEqual(["user.suspend", "user.unsuspend"]);
    expect((await (await visitor()).request("GET", `/api/v2/top/projects/${posted[0]!.id}`)).status).toBe(200);
  });

  it("refusals change nothing: another operator (403), oneself (409), twice (409), no reason (422), lifting what is not suspended (409)", async () => {
    const { db, operator, ops, poster, posted } = await setUp();
    const otherOperator = await insertUser(db, { isAdmin: true });
    const asOperator = await suspend(ops, otherOperator.id);
    expect(asOperator.status).toBe(403);
    expect((await json<ErrorBody>(asOperator)).error.message).toBe("運営スタッフのアカウントは利用停止にできません。");
    const self = await suspend(ops, operator.id);
    expect(self.status).toBe(409);
    expect((await json<ErrorBody>(self)).error.message).toBe("自分自身のアカウントは利用停止にできません。");
    const empty = await suspend(ops, poster.id, "  ");
    expect(empty.status).toBe(422);
    expect((await json<ErrorBody>(empty)).error.issues?.[0]?.path).toBe("reason");
    expect((await ops.request("DELETE", `/api/v2/admin/users/${poster.id}/suspension`)).status).toBe(409);
    expect(await auditRows()).toHaveLength(0);
    expect((await db.select().from(users).where(eq(users.id, poster.id)))[0]!.suspendedAt).toBeNull();
    expect((await db.select().from(projects).where(eq(projects.id, posted[0]!.id)))[0]!.status).toBe("open");

    expect((await suspend(ops, poster.id)).status).toBe(200);
    const twice = await suspend(ops, poster.id);
    expect(twice.status).toBe(409);
    expect((await json<ErrorBody>(twice)).error.message).toBe("このアカウントはすでに利用停止中です。");
    expect(await auditRows()).toHaveLength(1);
  });
});

describe("issue 18: パスワードの再設定を要求", () => {
  it("logs the user out, refuses the old password with password_reset_required, mails a link; completing the reset lifts it", async () => {
    const { db, ops, operator, poster } = await setUp();
    const posterBrowser = await signedIn(poster.id, "198.51.100.23");
    const response = await ops.request("POST", `/api/v2/admin/users/${poster.id}/password_reset_requirement`);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ userId: poster.id, endedSessions: 1 });
    expect((await posterBrowser.request("GET", "/api/v2/me")).status).toBe(401);

    const logIn = async (password: string) => (await visitor("198.51.100.41")).request("POST", "/api/v2/sessions", { json: { email: "poster@example.com", password } });
    const refused = await logIn(FACTORY_PASSWORD);
    expect(refused.status).toBe(403);
    const { error } = await json<ErrorBody>(refused);
    expect(error.code).toBe("password_reset_required");
    expect(error.message).toContain("メールのリンクから、新しいパスワードを設定してください");

    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, "poster@example.com"), eq(emailOutbox.subject, PASSWORD_RESET_REQUIRED_SUBJECT)));
    const token = /\/password_resets\/edit\?token=([A-Za-z0-9_-]{43})/.exec(mail!.bodyText)?.[1];
    expect(token).toBeDefined();
    const [row] = await auditRows();
    expect(row).toMatchObject({
      operatorUserId: operator.id,
      action: "user.force_password_reset",
      targetId: String(poster.id),
      before: { passwordResetRequiredAt: null },
    });

    // Hours later (the link lasts 24 hours), the owner sets a new password with the link.
    context.clock.advance(5 * 3_600_000);
    const completed = await (
      await visitor("198.51.100.42")
    ).request("POST", "/api/v2/password_resets/complete", { json: { token, password: "a-brand-new-passphrase-42" } });
    expect(completed.status).toBe(204);
    expect((await db.select().from(users).where(eq(users.id, poster.id)))[0]!.passwordResetRequiredAt).toBeNull();
    expect((await logIn("a-brand-new-passphrase-42")).status).toBe(200);
  });

  it("an operator cannot require it of themself (409), and nothing is written", async () => {
    const { ops, operator } = await setUp();
    expect((await ops.request("POST", `/api/v2/admin/users/${operator.id}/password_reset_requirement`)).status).toBe(409);
    expect(await auditRows()).toHaveLength(0);
    expect(await context.handle.db.select().from(emailOutbox)).toHaveLength(0);
  });
});

describe("ASVS 7.4.5: すべての端末からログアウト", () => {
  it("ends every session of the account and nothing else: the owner logs in again with the same password; one audit row; not for oneself", async () => {
    const { db, operator, ops, poster } = await setUp();
    const laptop = await signedIn(poster.id, "198.51.100.21");
    const phone = await signedIn(poster.id, "198.51.100.22");

    const response = await ops.request("POST", `/api/v2/admin/users/${poster.id}/session_termination`);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ userId: poster.id, endedSessions: 2 });
    for (const browser of [laptop, phone]) expect((await browser.request("GET", "/api/v2/me")).status).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.userId, poster.id))).toHaveLength(0);
    const [row] = await db.select().from(users).where(eq(users.id, poster.id));
    expect(row).toMatchObject({ suspendedAt: null, passwordResetRequiredAt: null });
    const again = await visitor("198.51.100.23");
    expect((await again.request("POST", "/api/v2/sessions", { json: { email: poster.email, password: FACTORY_PASSWORD } })).status).toBe(200);
    expect(await auditRows()).toEqual([
      expect.objectContaining({ operatorUserId: operator.id, action: "user.end_sessions", targetId: String(poster.id), after: { endedSessions: 2 } }),
    ]);

    const self = await ops.request("POST", `/api/v2/admin/users/${operator.id}/session_termination`);
    expect(self.status).toBe(409);
    expect((await ops.request("GET", "/api/v2/me")).status).toBe(200);
  });
});

describe("ASVS 7.4.5: 全ユーザーをログアウト", () => {
  it("ends every member's sessions but the operator's own, after the typed phrase; one audit row; a wrong phrase ends nothing", async () => {
    const { db, operator, ops, poster, colleague } = await setUp();
    const posterBrowser = await signedIn(poster.id, "198.51.100.31");
    const colleagueBrowser = await signedIn(colleague.id, "198.51.100.32");
    const operatorLaptop = await signedIn(operator.id, "198.51.100.33");
    const before = (await db.select().from(sessions)).length;

    const wrong = await ops.request("POST", "/api/v2/admin/session_termination", { json: { confirmation: "ログアウト" } });
    expect(wrong.status).toBe(422);
    expect((await json<ErrorBody>(wrong)).error.issues).toEqual([{ path: "confirmation", message: "確認のため「すべてログアウト」と入力してください。" }]);
    expect(await db.select().from(sessions)).toHaveLength(before);

    const done = await ops.request("POST", "/api/v2/admin/session_termination", { json: { confirmation: "すべてログアウト" } });
    expect(done.status).toBe(200);
    expect(await json(done)).toEqual({ endedSessions: before - 1 });
    for (const browser of [posterBrowser, colleagueBrowser, operatorLaptop]) expect((await browser.request("GET", "/api/v2/me")).status).toBe(401);
    expect((await ops.request("GET", "/api/v2/me")).status).toBe(200);
    expect(await db.select().from(sessions)).toHaveLength(1);
    expect(await auditRows()).toEqual([
      expect.objectContaining({ operatorUserId: operator.id, action: "sessions.end_all", targetType: "site", targetId: "all", after: { endedSessions: before - 1 } }),
    ]);
    // Passwords are unchanged: the members simply log in again.
    const again = await visitor("198.51.100.34");
    expect((await again.request("POST", "/api/v2/sessions", { json: { email: poster.email, password: FACTORY_PASSWORD } })).status).toBe(200);
  });
});
