import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { corporationMemberships, users } from "@/db/schema";
import { insertCorporation, insertMembership, insertUser } from "@/db/seed/factories";
import type { CurrentUser } from "@/features/users/me.service";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

const ctx = useApiTestContext();

/** An orderer in two corporations, working in the first; plus a corporation they do not belong to. */
async function ordererWithTwoCorporations() {
  const first = await insertCorporation(ctx.handle.db, { name: "株式会社いち" });
  const second = await insertCorporation(ctx.handle.db, { name: "株式会社に", plan: "premium" });
  const stranger = await insertCorporation(ctx.handle.db, { name: "よその株式会社" });
  const user = await insertUser(ctx.handle.db, { isOrderer: true, plan: "standard", currentCorporationId: first.id });
  await insertMembership(ctx.handle.db, { userId: user.id, corporationId: first.id, role: "owner" });
  await insertMembership(ctx.handle.db, { userId: user.id, corporationId: second.id });
  const client = new BrowserLikeClient(ctx.app);
  await logInAs(ctx.handle, client, user.id, ctx.clock.now());
  return { user, client, first, second, stranger };
}

async function storedUser(userId: number) {
  const [row] = await ctx.handle.db.select({ currentCorporationId: users.currentCorporationId, updatedAt: users.updatedAt }).from(users).where(eq(users.id, userId));
  return row!;
}

const errorOf = async (response: Response) => (await json<{ error: { code: string; message: string; issues?: unknown } }>(response)).error;

describe("S-BAR-16 PATCH /api/v2/current_corporations/:id", () => {
  it("a member switches: 200 with the /me body, stored, and GET /api/v2/me agrees", async () => {
    const { user, client, second } = await ordererWithTwoCorporations();
    ctx.clock.advance(60_000);
    const response = await client.request("PATCH", `/api/v2/current_corporations/${second.id}`);
    expect(response.status).toBe(200);
    const body = await json<CurrentUser>(response);
    expect(body.currentCorporation).toEqual({ id: second.id, name: "株式会社に", logoUrl: null });
    // The plan is the corporation's (decision 030): the answer already carries the second one's.
    expect(body).toMatchObject({ id: user.id, isOrderer: true, plan: "premium" });
    expect(body.corporations).toHaveLength(2);
    const me = await json<CurrentUser>(await client.request("GET", "/api/v2/me"));
    expect(me).toEqual(body);
    expect(await storedUser(user.id)).toEqual({ currentCorporationId: second.id, updatedAt: ctx.clock.now() });
  });

  it("switching to the current corporation is a 200 no-op", async () => {
    const { user, client, first } = await ordererWithTwoCorporations();
    const before = await storedUser(user.id);
    ctx.clock.advance(60_000);
    const response = await client.request("PATCH", `/api/v2/current_corporations/${first.id}`);
    expect(response.status).toBe(200);
    expect((await json<CurrentUser>(response)).currentCorporation?.id).toBe(first.id);
    expect(await storedUser(user.id)).toEqual(before);
  });

  it("a corporation the user is not a member of: 403 and nothing changes", async () => {
    const { user, client, first, stranger } = await ordererWithTwoCorporations();
    const before = await storedUser(user.id);
    const response = await client.request("PATCH", `/api/v2/current_corporations/${stranger.id}`);
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ code: "forbidden", message: "この企業アカウントに切り替える権限がありません。" });
    expect(await storedUser(user.id)).toEqual(before);
    expect(before.currentCorporationId).toBe(first.id);
  });

  it("a membership removed before the switch no longer counts", async () => {
    const { user, client, second } = await ordererWithTwoCorporations();
    await ctx.handle.db.delete(corporationMemberships).where(eq(corporationMemberships.corporationId, second.id));
    const response = await client.request("PATCH", `/api/v2/current_corporations/${second.id}`);
    expect(response.status).toBe(403);
    expect((await storedUser(user.id)).currentCorporationId).not.toBe(second.id);
  });

  it("an unknown corporation: 404", async () => {
    const { user, client, stranger } = await ordererWithTwoCorporations();
    const before = await storedUser(user.id);
    for (const id of [stranger.id + 1000, 99_999_999_999]) {
      const response = await client.request("PATCH", `/api/v2/current_corporations/${id}`);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: "not_found", message: "企業アカウントが見つかりませんでした。" });
    }
    expect(await storedUser(user.id)).toEqual(before);
  });

  it.each(["abc", "0", "-3", "1.5", "01"])("id %j is refused with 422 on id", async (id) => {
    const { user, client } = await ordererWithTwoCorporations();
    const before = await storedUser(user.id);
    const response = await client.request("PATCH", `/api/v2/current_corporations/${id}`);
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toEqual({
      code: "validation_failed",
      message: "入力内容に誤りがあります。",
      issues: [{ path: "id", message: "企業アカウントのIDは1以上の整数で指定してください" }],
    });
    expect(await storedUser(user.id)).toEqual(before);
  });

  it("a visitor gets 401", async () => {
    const corporation = await insertCorporation(ctx.handle.db);
    const visitor = new BrowserLikeClient(ctx.app);
    await visitor.fetchCsrfToken();
    const response = await visitor.request("PATCH", `/api/v2/current_corporations/${corporation.id}`);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("unauthenticated");
  });

  it("without the CSRF token: 403 and nothing changes", async () => {
    const { user, client, second } = await ordererWithTwoCorporations();
    const before = await storedUser(user.id);
    const response = await client.request("PATCH", `/api/v2/current_corporations/${second.id}`, { csrf: false });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe("csrf_token_invalid");
    expect(await storedUser(user.id)).toEqual(before);
  });

  it("a pro cannot switch to a corporation: 403", async () => {
    const corporation = await insertCorporation(ctx.handle.db);
    const pro = await insertUser(ctx.handle.db, { isPro: true });
    const client = new BrowserLikeClient(ctx.app);
    await logInAs(ctx.handle, client, pro.id, ctx.clock.now());
    const response = await client.request("PATCH", `/api/v2/current_corporations/${corporation.id}`);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe("forbidden");
    expect((await storedUser(pro.id)).currentCorporationId).toBeNull();
  });
});
