import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  accountTokens,
  contactInquiries,
  corporationMemberships,
  corporations,
  dataExports,
  emailOutbox,
  jobs,
  loginEvents,
  noticeMailOptOuts,
  projectLikes,
  proEmployerShields,
  proPortfolioLinks,
  proProfiles,
  proWorkHistories,
  sessions,
  users,
  twoFactorCredentials,
  twoFactorRecoveryCodes,
} from "@/db/schema";
import { insertCorporation, insertMembership, insertProject, insertUser } from "@/db/seed/factories";
import { getLogger } from "@/lib/logger";
import { jobRegistry, runDueJobs } from "@/platform/jobs/job-runner";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { VALID_PASSWORD, ordererSignUpBody, proSignUpBody, signUpThroughApi } from "@tests/support/accounts";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

import { accountErasureJob } from "./withdrawal.service";
import { WITHDRAWAL_SUBJECT } from "./withdrawal-mail";
import { MemoryUploadStore } from "@/platform/uploads/memory-upload-store";

const context = useApiTestContext();
const DAY_MS = 24 * 60 * 60_000;
const registry = () => jobRegistry([accountErasureJob]);
const runJobsAt = (now: Date) =>
  runDueJobs(registry(), { db: context.handle.db, now, logger: getLogger(), uploads: new MemoryUploadStore(), siteOrigin: "http://localhost:3000" });
const later = (ms: number) => new Date(context.clock.now().getTime() + ms);

/** A pro signed up through the API (so their password is VALID_PASSWORD), with data in every table the erasure touches. */
async function proWithData() {
  const { db } = context.handle;
  const client = new BrowserLikeClient(context.app, "192.0.2.10");
  const body = await signUpThroughApi(client, proSignUpBody());
  const [user] = await db.select().from(users).where(eq(users.email, body.email));
  const corporation = await insertCorporation(db, { name: "株式会社のこる" });
  const owner = await insertUser(db, { isOrderer: true });
  await insertMembership(db, { userId: owner.id, corporationId: corporation.id, role: "owner" });
  await insertMembership(db, { userId: user!.id, corporationId: corporation.id, role: "member" });
  const project = await insertProject(db, { corporationId: corporation.id, createdByUserId: owner.id, status: "open", referenceDate: context.clock.now() });
  const now = context.clock.now();
  await db.insert(projectLikes).values({ userId: user!.id, projectId: project.id });
  await db.insert(loginEvents).values({ userId: user!.id, loggedInAt: now, ipAddress: "192.0.2.10", userAgent: "test" });
  await db
    .insert(accountTokens)
    .values({ userId: user!.id, purpose: "verify_email", tokenHash: "x".repeat(64), email: body.email, createdAt: now, expiresAt: later(DAY_MS) });
  await db.insert(noticeMailOptOuts).values({ userId: user!.id, category: "news", createdAt: now });
  await db.insert(dataExports).values({ userId: user!.id, status: "ready", requestedAt: now, content: "{}", byteSize: 2 });
  await db.insert(contactInquiries).values({ userId: null, name: "山田 花子", email: body.email, category: "pro", body: "質問です" });
  // Issue 13: the profile's history, portfolio and employer shields are personal data too.
  await db.insert(proWorkHistories).values({ userId: user!.id, companyName: "株式会社まえ", projectName: "基幹システム刷新", startedOn: "2020-04-01", position: 0 });
  await db.insert(proPortfolioLinks).values({ userId: user!.id, kind: "github", title: "GitHub", url: "https://github.example.com/yamada", position: 0 });
  await db.insert(proEmployerShields).values({ userId: user!.id, emailDomain: "mae.co.jp" });
  return { client, body, user: user!, corporation, project };
}

async function withdraw(client: BrowserLikeClient, password = VALID_PASSWORD) {
  return client.request("POST", "/api/v2/me/withdrawal", { json: { password } });
}

describe("issue 12: 退会 (POST /api/v2/me/withdrawal, decision 017)", () => {
  it("a wrong password is refused with a field message and changes nothing", async () => {
    const { client, user } = await proWithData();
    const response = await withdraw(client, "wrong-password-9");
    expect(response.status).toBe(422);
    expect(await json(response)).toMatchObject({ error: { code: "validation_failed", issues: [{ path: "password", message: "パスワードが正しくありません" }] } });
    const [row] = await context.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.deactivatedAt).toBeNull();
    expect((await client.request("GET", "/api/v2/me")).status).toBe(200);
  });

  it("logs out every device at once, refuses login like wrong credentials, sends the mail and schedules the erasure 30 days later", async () => {
    const { db } = context.handle;
    const { client, body, user } = await proWithData();
    const otherDevice = new BrowserLikeClient(context.app, "192.0.2.11");
    await logInAs(context.handle, otherDevice, user.id, context.clock.now());

    const response = await withdraw(client);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("kh_session=;"))).toBe(true);
    expect((await json(response)).erasureScheduledAt).toBe("2026-12-01T09:00:00+09:00");

    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await client.request("GET", "/api/v2/me")).status).toBe(401);
    expect((await otherDevice.request("GET", "/api/v2/me")).status).toBe(401);

    const login = new BrowserLikeClient(context.app, "192.0.2.12");
    await login.fetchCsrfToken();
    const refused = await login.request("POST", "/api/v2/sessions", { json: { email: body.email, password: VALID_PASSWORD } });
    expect(refused.status).toBe(401);
    expect(await json(refused)).toEqual({ error: { code: "invalid_credentials", message: "メールアドレスまたはパスワードが正しくありません。" } });

    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, body.email));
    const goodbye = mail.find((m) => m.subject === WITHDRAWAL_SUBJECT)!;
    expect(goodbye.unsubscribeUrl).toBeNull();
    expect(goodbye.bodyText).toContain("2026年12月1日");

    const [job] = await db.select().from(jobs).where(eq(jobs.kind, "account.erase"));
    expect(job).toMatchObject({ status: "pending", singletonKey: `account.erase:${user.id}`, payload: { userId: user.id } });
    expect(job!.runAt.toISOString()).toBe(later(30 * DAY_MS).toISOString());
  });

  it("a sign-up with the address is refused with a clear message until the erasure frees it", async () => {
    const { client, body } = await proWithData();
    await withdraw(client);
    const again = new BrowserLikeClient(context.app, "192.0.2.13");
    await again.fetchCsrfToken();
    const refused = await again.request("POST", "/api/v2/users", { json: proSignUpBody({ email: body.email }) });
    expect(refused.status).toBe(409);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toContain("退会の手続き中");

    await runJobsAt(later(30 * DAY_MS));
    const accepted = await again.request("POST", "/api/v2/users", { json: proSignUpBody({ email: body.email }) });
    expect(accepted.status).toBe(201);
  });

  it("the last owner of a corporation with other members is asked to hand it over first; alone, they may leave", async () => {
    const { db } = context.handle;
    const ownerClient = new BrowserLikeClient(context.app, "192.0.2.14");
    const body = await signUpThroughApi(ownerClient, ordererSignUpBody());
    const [owner] = await db.select().from(users).where(eq(users.email, body.email));
    const [membership] = await db.select().from(corporationMemberships).where(eq(corporationMemberships.userId, owner!.id));
    const colleague = await insertUser(db, { isOrderer: true });
    await insertMembership(db, { userId: colleague.id, corporationId: membership!.corporationId, role: "member" });

    const refused = await withdraw(ownerClient);
    expect(refused.status).toBe(409);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toContain("株式会社テスト商事");

    await db.delete(corporationMemberships).where(eq(corporationMemberships.userId, colleague.id));
    expect((await withdraw(ownerClient)).status).toBe(200);
  });
});

describe("issue 12: the erasure job account.erase (decision 017)", () => {
  it("erases nothing before 30 days, then replaces the personal data, keeps the row and the company, and is safe to run twice", async () => {
    const { db } = context.handle;
    const { client, body, user, corporation, project } = await proWithData();
    // 二段階認証 (decision 033): the sealed secret and the recovery codes' hashes are the account's too.
    await db.insert(twoFactorCredentials).values({ userId: user.id, secretCiphertext: "sealed", createdAt: context.clock.now(), enabledAt: context.clock.now() });
    await db.insert(twoFactorRecoveryCodes).values({ userId: user.id, codeHash: "a".repeat(64) });
    await withdraw(client);

    expect((await runJobsAt(later(30 * DAY_MS - 60_000))).claimed).toBe(0);
    const [before] = await db.select().from(users).where(eq(users.id, user.id));
    expect(before).toMatchObject({ email: body.email, lastName: "山田", erasedAt: null });
    expect(await db.select().from(projectLikes).where(eq(projectLikes.userId, user.id))).toHaveLength(1);

    const erasureTime = later(30 * DAY_MS);
    expect(await runJobsAt(erasureTime)).toMatchObject({ claimed: 1, done: 1 });
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({
      lastName: "退会したユーザー",
      firstName: "",
      lastNameKana: "",
      firstNameKana: "",
      email: `erased-${user.id}@invalid`,
      passwordHash: "!erased",
      profileImageUrl: null,
    });
    expect(after!.erasedAt?.toISOString()).toBe(erasureTime.toISOString());
    expect(after!.deactivatedAt).not.toBeNull();

    for (const [table, column] of [
      [proProfiles, proProfiles.userId],
      [proWorkHistories, proWorkHistories.userId],
      [proPortfolioLinks, proPortfolioLinks.userId],
      [proEmployerShields, proEmployerShields.userId],
      [projectLikes, projectLikes.userId],
      [sessions, sessions.userId],
      [accountTokens, accountTokens.userId],
      [loginEvents, loginEvents.userId],
      [dataExports, dataExports.userId],
      [noticeMailOptOuts, noticeMailOptOuts.userId],
      [corporationMemberships, corporationMemberships.userId],
      [twoFactorCredentials, twoFactorCredentials.userId],
      [twoFactorRecoveryCodes, twoFactorRecoveryCodes.userId],
    ] as const) {
      expect(await db.select().from(table).where(eq(column, user.id))).toEqual([]);
    }
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, body.email))).toEqual([]);
    const [inquiry] = await db.select().from(contactInquiries);
    expect(inquiry).toMatchObject({ name: "", email: "", body: "質問です" });
    // Company data stays.
    expect(await db.select().from(corporations).where(eq(corporations.id, corporation.id))).toHaveLength(1);
    expect(project.corporationId).toBe(corporation.id);

    // A second run (a lease that expired mid-run) writes the same end state.
    const [job] = await db.select().from(jobs).where(eq(jobs.kind, "account.erase"));
    await db.update(jobs).set({ status: "pending", runAt: erasureTime }).where(eq(jobs.id, job!.id));
    expect(await runJobsAt(later(31 * DAY_MS))).toMatchObject({ done: 1 });
    const [again] = await db.select().from(users).where(eq(users.id, user.id));
    expect(again).toEqual({ ...after, updatedAt: again!.updatedAt });
  });

  it("leaves an account alone that is no longer deactivated (restored by the operator)", async () => {
    const { db } = context.handle;
    const { client, body, user } = await proWithData();
    await withdraw(client);
    await db.update(users).set({ deactivatedAt: null }).where(eq(users.id, user.id));
    await runJobsAt(later(30 * DAY_MS));
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: body.email, erasedAt: null });
  });
});

describe("issue 12: a deactivated pro's profile disappears (S-BAR-10)", () => {
  it("is listed while active and not once deactivated", async () => {
    const { isProProfileListed } = await import("@/features/users/public-profile.service");
    const { db } = context.handle;
    const { client, user } = await proWithData();
    expect(await isProProfileListed(db, user.id)).toBe(true);
    await withdraw(client);
    expect(await isProProfileListed(db, user.id)).toBe(false);
    expect(await isProProfileListed(db, 99_999_999)).toBe(false);
  });
});
