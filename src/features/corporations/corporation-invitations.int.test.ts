import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { corporationInvitations, corporationMemberships, emailOutbox, users } from "@/db/schema";
import { insertCorporation, insertMembership, insertUser } from "@/db/seed/factories";
import { hashSessionId } from "@/platform/sessions/tokens";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { ordererSignUpBody, proSignUpBody } from "@tests/support/accounts";
import { logInAs } from "@tests/support/sessions";

import { INVITATION_STATE_MESSAGES, previewInvitation } from "./corporation-invitations.service";

const ctx = useApiTestContext();
const errorOf = async (response: Response) => (await json<{ error: { code: string; message: string } }>(response)).error;

async function signedIn(overrides: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(ctx.handle.db, overrides);
  const client = new BrowserLikeClient(ctx.app, `203.0.113.${40 + user.id}`);
  await logInAs(ctx.handle, client, user.id, ctx.clock.now());
  return { user, client };
}

async function corporationWithOwner(name = "株式会社招待元") {
  const corporation = await insertCorporation(ctx.handle.db, { name });
  const owner = await signedIn({ isOrderer: true, plan: "standard", currentCorporationId: corporation.id, lastName: "山田", firstName: "太郎" });
  await insertMembership(ctx.handle.db, { userId: owner.user.id, corporationId: corporation.id, role: "owner" });
  return { corporation, owner };
}

async function invite(client: BrowserLikeClient, email: string, role: "admin" | "member" = "member") {
  const response = await client.request("POST", "/api/v2/current_corporation/invitations", { json: { email, role } });
  const mails = await ctx.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email.toLowerCase()));
  const token = mails.length ? /token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)!.bodyText)?.[1] : undefined;
  return { response, token: token!, mail: mails.at(-1) };
}

const accept = (client: BrowserLikeClient, token: string) => client.request("POST", "/api/v2/corporation_invitations/accept", { json: { token } });

describe("issue 14: invitations by e-mail (decision 022)", () => {
  it("mails 「{corporation}への招待」 with a link; only the token's SHA-256 is stored; the invitee (a pro) joins, becomes an orderer and works in it", async () => {
    const { corporation, owner } = await corporationWithOwner();
    const invitee = await signedIn({ isPro: true, email: "Hanako@Example.test".toLowerCase() });
    const { response, token, mail } = await invite(owner.client, "HANAKO@example.test", "admin");
    expect(response.status).toBe(201);
    expect(mail!.subject).toBe("【かけはし】株式会社招待元への招待");
    expect(mail!.bodyText).toContain("山田 太郎");
    expect(mail!.bodyText).toContain("/corporation_invitations/accept?token=");
    const [row] = await ctx.handle.db.select().from(corporationInvitations);
    expect(row!.tokenHash).toBe(hashSessionId(token));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 24 * 3_600_000);

    const accepted = await accept(invitee.client, token);
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toEqual({ corporationId: corporation.id, corporationName: "株式会社招待元", role: "admin" });
    const [user] = await ctx.handle.db.select().from(users).where(eq(users.id, invitee.user.id));
    expect(user).toMatchObject({ isOrderer: true, isPro: true, currentCorporationId: corporation.id });
    const me = await json<{ currentCorporation: { id: number } }>(await invitee.client.request("GET", "/api/v2/me"));
    expect(me.currentCorporation.id).toBe(corporation.id);
  });

  it("single use: the second accept is 410 and the page says it was used; the link verified the invitee's address", async () => {
    const { owner } = await corporationWithOwner();
    const invitee = await signedIn({ isOrderer: true, email: "once@example.test", emailVerifiedAt: null });
    const { token } = await invite(owner.client, "once@example.test");
    expect((await accept(invitee.client, token)).status).toBe(200);
    const [verified] = await ctx.handle.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, invitee.user.id));
    expect(verified!.at).toEqual(ctx.clock.now());
    const again = await accept(invitee.client, token);
    expect(again.status).toBe(410);
    expect((await errorOf(again)).message).toBe(INVITATION_STATE_MESSAGES.used);
    expect((await previewInvitation(ctx.handle.db, token, ctx.clock.now()))?.state).toBe("used");
  });

  it("expires after 7 days (410); an unknown or malformed token is 404; a visitor is 401", async () => {
    const { owner } = await corporationWithOwner();
    const invitee = await signedIn({ email: "late@example.test" });
    const { token } = await invite(owner.client, "late@example.test");
    const visitor = new BrowserLikeClient(ctx.app);
    await visitor.fetchCsrfToken();
    expect((await accept(visitor, token)).status).toBe(401);
    ctx.clock.advance(7 * 24 * 3_600_000 + 1);
    const late = await accept(invitee.client, token);
    expect(late.status).toBe(410);
    expect((await errorOf(late)).message).toBe(INVITATION_STATE_MESSAGES.expired);
    expect((await accept(invitee.client, "A".repeat(43))).status).toBe(404);
    expect((await accept(invitee.client, "not-a-token")).status).toBe(404);
  });

  it("another address is refused with the invited address named (403), and the invitation stays usable", async () => {
    const { owner } = await corporationWithOwner();
    const stranger = await signedIn({ email: "someone-else@example.test" });
    const { token } = await invite(owner.client, "right@example.test");
    const wrong = await accept(stranger.client, token);
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).message).toContain("right@example.test");
    expect((await previewInvitation(ctx.handle.db, token, ctx.clock.now()))?.state).toBe("pending");
  });

  it("re-inviting the same pending address replaces the old link; a revoked link is 410", async () => {
    const { owner } = await corporationWithOwner();
    const invitee = await signedIn({ email: "twice@example.test" });
    const first = await invite(owner.client, "twice@example.test");
    const second = await invite(owner.client, "twice@example.test", "admin");
    expect((await accept(invitee.client, first.token)).status).toBe(410);
    const list = await json<{ invitations: { id: number }[] }>(await owner.client.request("GET", "/api/v2/current_corporation/members"));
    expect(list.invitations).toHaveLength(1);
    expect((await owner.client.request("DELETE", `/api/v2/current_corporation/invitations/${list.invitations[0]!.id}`)).status).toBe(204);
    const revoked = await accept(invitee.client, second.token);
    expect(revoked.status).toBe(410);
    expect((await errorOf(revoked)).message).toBe(INVITATION_STATE_MESSAGES.revoked);
  });

  it("refuses an address that is already a member (409), a bad address or the owner role (422), control characters (422) and an unverified inviter (403)", async () => {
    const { corporation, owner } = await corporationWithOwner();
    const member = await insertUser(ctx.handle.db, { email: "already@example.test", isOrderer: true });
    await insertMembership(ctx.handle.db, { userId: member.id, corporationId: corporation.id });
    expect((await invite(owner.client, "already@example.test")).response.status).toBe(409);
    const post = (json: unknown) => owner.client.request("POST", "/api/v2/current_corporation/invitations", { json });
    expect((await post({ email: "not-an-address", role: "member" })).status).toBe(422);
    expect((await post({ email: "x@example.test", role: "owner" })).status).toBe(422);
    expect((await post({ email: "x\u0000@example.test", role: "member" })).status).toBe(422);
    const unverified = await signedIn({ isOrderer: true, currentCorporationId: corporation.id, emailVerifiedAt: null });
    await insertMembership(ctx.handle.db, { userId: unverified.user.id, corporationId: corporation.id, role: "admin" });
    expect((await unverified.client.request("POST", "/api/v2/current_corporation/invitations", { json: { email: "y@example.test", role: "member" } })).status).toBe(403);
  });

  it("rate-limits invitations to one address (5 a day) with 429", async () => {
    const { owner } = await corporationWithOwner();
    for (let i = 0; i < 5; i += 1) expect((await invite(owner.client, "flood@example.test")).response.status).toBe(201);
    expect((await invite(owner.client, "flood@example.test")).response.status).toBe(429);
    const memberships = await ctx.handle.db.select().from(corporationMemberships);
    expect(memberships).toHaveLength(1);
  });
});

describe("issue 14: an invitee without an account signs up through the link", () => {
  const signUp = async (body: Record<string, unknown>) => {
    const visitor = new BrowserLikeClient(ctx.app, "198.51.100.61");
    await visitor.fetchCsrfToken();
    return { visitor, response: await visitor.request("POST", "/api/v2/users", { json: body }) };
  };
  const accountsOf = (email: string) => ctx.handle.db.select().from(users).where(eq(users.email, email));

  it("joins the inviting corporation with the invited role: no company of their own, no verification mail, the address counts as verified", async () => {
    const { corporation, owner } = await corporationWithOwner("株式会社かけはし招待");
    const invited = await invite(owner.client, "newcomer@example.test", "admin");

    const { visitor, response } = await signUp(ordererSignUpBody({ email: "newcomer@example.test", companyName: undefined, invitationToken: invited.token }));
    expect(response.status).toBe(201);
    const me = await json<{ id: number; corporations: { name: string }[]; currentCorporation: { id: number } }>(await visitor.request("GET", "/api/v2/me"));
    expect(me.corporations.map((c) => c.name)).toEqual(["株式会社かけはし招待"]);
    expect(me.currentCorporation.id).toBe(corporation.id);
    const [membership] = await ctx.handle.db.select().from(corporationMemberships).where(eq(corporationMemberships.userId, me.id));
    expect(membership!.role).toBe("admin");
    const [account] = await accountsOf("newcomer@example.test");
    expect(account!.emailVerifiedAt).toEqual(ctx.clock.now());
    expect(await ctx.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "newcomer@example.test"))).toHaveLength(1); // the invitation only
    expect((await accept(visitor, invited.token)).status).toBe(410);
  });

  it("a used, unknown or other address's link creates no account at all (410 / 404 / 403), and a pro cannot use one (422)", async () => {
    const { owner } = await corporationWithOwner();
    const { token } = await invite(owner.client, "invited@example.test");
    const wrongAddress = await signUp(ordererSignUpBody({ email: "someone-else@example.test", companyName: undefined, invitationToken: token }));
    expect(wrongAddress.response.status).toBe(403);
    expect((await errorOf(wrongAddress.response)).message).toContain("invited@example.test");
    expect(await accountsOf("someone-else@example.test")).toHaveLength(0);

    const unknown = await signUp(ordererSignUpBody({ email: "invited@example.test", companyName: undefined, invitationToken: "x".repeat(43) }));
    expect(unknown.response.status).toBe(404);
    const asPro = await signUp(proSignUpBody({ email: "invited@example.test", invitationToken: token }));
    expect(asPro.response.status).toBe(422);
    expect(await accountsOf("invited@example.test")).toHaveLength(0);

    expect((await signUp(ordererSignUpBody({ email: "invited@example.test", companyName: undefined, invitationToken: token }))).response.status).toBe(201);
    const reused = await signUp(ordererSignUpBody({ email: "invited2@example.test", companyName: undefined, invitationToken: token }));
    expect(reused.response.status).toBe(410);
    expect((await errorOf(reused.response)).message).toBe(INVITATION_STATE_MESSAGES.used);
    expect(await accountsOf("invited2@example.test")).toHaveLength(0);
  });
});
