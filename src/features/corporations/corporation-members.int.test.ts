import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { corporationInvitations, corporationMemberships, emailOutbox, users, type MembershipRole } from "@/db/schema";
import { insertCorporation, insertMembership, insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

import type { CorporationMembers } from "./corporation-members.schemas";
import { LAST_OWNER_MESSAGE } from "./corporation-members.service";

const ctx = useApiTestContext();
const errorOf = async (response: Response) => (await json<{ error: { code: string; message: string } }>(response)).error;

async function memberOf(corporationId: number, role: MembershipRole, overrides: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(ctx.handle.db, { isOrderer: true, plan: "standard", currentCorporationId: corporationId, ...overrides });
  await insertMembership(ctx.handle.db, { userId: user.id, corporationId, role });
  const client = new BrowserLikeClient(ctx.app);
  await logInAs(ctx.handle, client, user.id, ctx.clock.now());
  return { user, client };
}

async function roleOf(corporationId: number, userId: number) {
  const [row] = await ctx.handle.db
    .select({ role: corporationMemberships.role })
    .from(corporationMemberships)
    .where(and(eq(corporationMemberships.corporationId, corporationId), eq(corporationMemberships.userId, userId)));
  return row?.role ?? null;
}

/** Invites through the API and reads the token back from the queued mail, as the invitee would. */
async function inviteAndReadToken(client: BrowserLikeClient, email: string, role: "admin" | "member" = "member") {
  const response = await client.request("POST", "/api/v2/current_corporation/invitations", { json: { email, role } });
  expect(response.status).toBe(201);
  const mails = await ctx.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email.toLowerCase()));
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)!.bodyText)![1]!;
  return { invitation: await json<{ id: number }>(response), token, mail: mails.at(-1)! };
}

describe("issue 14: members and roles of the current corporation", () => {
  it("lists members owners first; a member sees no invitations and no management", async () => {
    const corporation = await insertCorporation(ctx.handle.db, { name: "株式会社メンバーズ" });
    const owner = await memberOf(corporation.id, "owner");
    const member = await memberOf(corporation.id, "member");
    await inviteAndReadToken(owner.client, "new@example.test");
    const asOwner = await json<CorporationMembers>(await owner.client.request("GET", "/api/v2/current_corporation/members"));
    expect(asOwner.members.map((m) => m.role)).toEqual(["owner", "member"]);
    expect(asOwner).toMatchObject({ canManage: true, yourRole: "owner", corporationName: "株式会社メンバーズ" });
    expect(asOwner.invitations.map((i) => i.email)).toEqual(["new@example.test"]);
    const asMember = await json<CorporationMembers>(await member.client.request("GET", "/api/v2/current_corporation/members"));
    expect(asMember).toMatchObject({ canManage: false, invitations: [] });
  });

  it("a member may only view: role change, removal, invitation and revoke are 403, and nothing changes", async () => {
    const corporation = await insertCorporation(ctx.handle.db);
    const owner = await memberOf(corporation.id, "owner");
    const colleague = await memberOf(corporation.id, "member");
    const member = await memberOf(corporation.id, "member");
    const { invitation } = await inviteAndReadToken(owner.client, "pending@example.test");
    const attempts = [
      member.client.request("PATCH", `/api/v2/current_corporation/members/${colleague.user.id}`, { json: { role: "admin" } }),
      member.client.request("DELETE", `/api/v2/current_corporation/members/${colleague.user.id}`),
      member.client.request("POST", "/api/v2/current_corporation/invitations", { json: { email: "x@example.test", role: "member" } }),
      member.client.request("DELETE", `/api/v2/current_corporation/invitations/${invitation.id}`),
      member.client.request("PUT", "/api/v2/current_corporation", { json: { name: "乗っ取り" } }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403);
    expect(await roleOf(corporation.id, colleague.user.id)).toBe("member");
  });

  it("S-BAR-16: an admin promotes and removes members but cannot touch owners; only an owner makes owners", async () => {
    const corporation = await insertCorporation(ctx.handle.db);
    const owner = await memberOf(corporation.id, "owner");
    const admin = await memberOf(corporation.id, "admin");
    const member = await memberOf(corporation.id, "member");
    expect((await admin.client.request("PATCH", `/api/v2/current_corporation/members/${member.user.id}`, { json: { role: "admin" } })).status).toBe(204);
    expect(await roleOf(corporation.id, member.user.id)).toBe("admin");
    expect((await admin.client.request("PATCH", `/api/v2/current_corporation/members/${member.user.id}`, { json: { role: "owner" } })).status).toBe(403);
    expect((await admin.client.request("DELETE", `/api/v2/current_corporation/members/${owner.user.id}`)).status).toBe(403);
    expect((await owner.client.request("PATCH", `/api/v2/current_corporation/members/${member.user.id}`, { json: { role: "owner" } })).status).toBe(204);
    expect(await roleOf(corporation.id, member.user.id)).toBe("owner");
  });

  it("the last owner can neither be demoted, removed nor leave (409 in Japanese); with a second owner they can", async () => {
    const corporation = await insertCorporation(ctx.handle.db);
    const owner = await memberOf(corporation.id, "owner");
    const demote = await owner.client.request("PATCH", `/api/v2/current_corporation/members/${owner.user.id}`, { json: { role: "admin" } });
    expect(demote.status).toBe(409);
    expect((await errorOf(demote)).message).toBe(LAST_OWNER_MESSAGE);
    const leave = await owner.client.request("DELETE", `/api/v2/current_corporation/members/${owner.user.id}`);
    expect(leave.status).toBe(409);
    expect(await roleOf(corporation.id, owner.user.id)).toBe("owner");

    const second = await memberOf(corporation.id, "owner");
    expect((await second.client.request("PATCH", `/api/v2/current_corporation/members/${owner.user.id}`, { json: { role: "member" } })).status).toBe(204);
    // Now `second` is the last owner: it cannot step down either.
    expect((await second.client.request("DELETE", `/api/v2/current_corporation/members/${second.user.id}`)).status).toBe(409);
  });

  it("two owners demoting each other at once: one succeeds, the corporation keeps an owner", async () => {
    const corporation = await insertCorporation(ctx.handle.db);
    const a = await memberOf(corporation.id, "owner");
    const b = await memberOf(corporation.id, "owner");
    const statuses = await Promise.all([
      a.client.request("PATCH", `/api/v2/current_corporation/members/${b.user.id}`, { json: { role: "member" } }),
      b.client.request("PATCH", `/api/v2/current_corporation/members/${a.user.id}`, { json: { role: "member" } }),
    ]).then((responses) => responses.map((r) => r.status).sort());
    // The other is refused either as the last owner (409, when its request was read while it was
    // still an owner and waited on the lock) or as a member already (403, read after the first committed).
    expect(statuses[0]).toBe(204);
    expect([403, 409]).toContain(statuses[1]);
    const roles = [await roleOf(corporation.id, a.user.id), await roleOf(corporation.id, b.user.id)];
    expect(roles).toContain("owner");
  });

  it("a removed member's current corporation becomes another of theirs, or none", async () => {
    const corporation = await insertCorporation(ctx.handle.db);
    const other = await insertCorporation(ctx.handle.db);
    const owner = await memberOf(corporation.id, "owner");
    const twoCorps = await memberOf(corporation.id, "member");
    await insertMembership(ctx.handle.db, { userId: twoCorps.user.id, corporationId: other.id });
    const oneCorp = await memberOf(corporation.id, "member");
    expect((await owner.client.request("DELETE", `/api/v2/current_corporation/members/${twoCorps.user.id}`)).status).toBe(204);
    expect((await owner.client.request("DELETE", `/api/v2/current_corporation/members/${oneCorp.user.id}`)).status).toBe(204);
    const current = async (id: number) => (await ctx.handle.db.select({ c: users.currentCorporationId }).from(users).where(eq(users.id, id)))[0]!.c;
    expect(await current(twoCorps.user.id)).toBe(other.id);
    expect(await current(oneCorp.user.id)).toBeNull();
    // A member leaves by removing themselves.
    const leaver = await memberOf(corporation.id, "member");
    expect((await leaver.client.request("DELETE", `/api/v2/current_corporation/members/${leaver.user.id}`)).status).toBe(204);
    expect(await roleOf(corporation.id, leaver.user.id)).toBeNull();
  });
});

describe("issue 14: tenancy — a member of corporation A gets 404 for anything of corporation B", () => {
  it("route by route", async () => {
    const a = await insertCorporation(ctx.handle.db, { name: "株式会社エー" });
    const b = await insertCorporation(ctx.handle.db, { name: "株式会社ビー" });
    const ownerA = await memberOf(a.id, "owner");
    const memberA = await memberOf(a.id, "member");
    const ownerB = await memberOf(b.id, "owner");
    const memberB = await memberOf(b.id, "member");
    const { invitation: invitationOfB } = await inviteAndReadToken(ownerB.client, "b-invitee@example.test");
    for (const { client } of [ownerA, memberA]) {
      const responses = [
        await client.request("PATCH", `/api/v2/current_corporation/members/${memberB.user.id}`, { json: { role: "admin" } }),
        await client.request("PATCH", `/api/v2/current_corporation/members/${ownerB.user.id}`, { json: { role: "member" } }),
        await client.request("DELETE", `/api/v2/current_corporation/members/${memberB.user.id}`),
        await client.request("DELETE", `/api/v2/current_corporation/invitations/${invitationOfB.id}`),
      ];
      expect(responses.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    }
    // What A's members read is A's alone.
    const list = await json<CorporationMembers>(await ownerA.client.request("GET", "/api/v2/current_corporation/members"));
    expect(list.corporationId).toBe(a.id);
    expect(list.members.map((m) => m.userId)).not.toContain(memberB.user.id);
    expect(list.invitations).toEqual([]);
    expect(await roleOf(b.id, memberB.user.id)).toBe("member");
    const [pending] = await ctx.handle.db.select().from(corporationInvitations).where(eq(corporationInvitations.id, invitationOfB.id));
    expect(pending!.revokedAt).toBeNull();
  });
});
