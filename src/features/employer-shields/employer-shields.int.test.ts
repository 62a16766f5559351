import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { proProfiles } from "@/db/schema";
import { insertCorporation, insertMembership, insertUser, type UserRow } from "@/db/seed/factories";
import { findActor } from "@/platform/actor/actor.queries";
import { loadProViewer } from "@/features/pros/pro-viewer.queries";
import { proVisibleTo } from "@/features/pros/pro-visibility.queries";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

import type { EmployerShieldList } from "./employer-shields.schemas";

const context = useApiTestContext();
let pro: UserRow;
let client: BrowserLikeClient;

beforeEach(async () => {
  pro = await insertUser(context.handle.db, { isPro: true });
  await context.handle.db.insert(proProfiles).values({ userId: pro.id });
  client = new BrowserLikeClient(context.app);
  await logInAs(context.handle, client, pro.id, context.clock.now());
});

const addShield = (body: unknown) => client.request("POST", "/api/v2/me/employer_shields", { json: body });

/** The question the profile page and pro search ask: may this user see the pro? (decision 020) */
async function sees(viewerId: number, proId: number): Promise<boolean> {
  const { db } = context.handle;
  const viewer = await loadProViewer(db, await findActor(db, viewerId));
  const rows = await db.execute(sql`select 1 from pro_profiles pp join users u on u.id = pp.user_id where pp.user_id = ${proId} and ${proVisibleTo(viewer)}`);
  return (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows).length === 1;
}

describe("issue 13: the employer shield API (GET/POST/DELETE /api/v2/me/employer_shields)", () => {
  it("a pro adds a corporation and a domain (lower-cased, without @), lists and removes them", async () => {
    const employer = await insertCorporation(context.handle.db, { name: "株式会社いまの勤務先" });
    expect((await addShield({ kind: "corporation", corporationId: employer.id })).status).toBe(201);
    const added = await addShield({ kind: "domain", emailDomain: "  @Ima-Kinmu.CO.JP " });
    expect(added.status).toBe(201);
    const list = await json<EmployerShieldList>(added);
    expect(list.shields.map(({ kind, corporationName, emailDomain }) => ({ kind, corporationName, emailDomain }))).toEqual([
      { kind: "corporation", corporationName: "株式会社いまの勤務先", emailDomain: null },
      { kind: "domain", corporationName: null, emailDomain: "ima-kinmu.co.jp" },
    ]);
    expect((await addShield({ kind: "domain", emailDomain: "ima-kinmu.co.jp" })).status).toBe(409);

    const removed = await client.request("DELETE", `/api/v2/me/employer_shields/${list.shields[0]!.id}`);
    expect((await json<EmployerShieldList>(removed)).shields.map((s) => s.emailDomain)).toEqual(["ima-kinmu.co.jp"]);
    expect((await client.request("DELETE", `/api/v2/me/employer_shields/${list.shields[0]!.id}`)).status).toBe(404);
  });

  it.each([
    ["gmail.com", "フリーメールのドメインは登録できません"],
    ["Yahoo.co.jp", "フリーメールのドメインは登録できません"],
    ["icloud.com", "フリーメールのドメインは登録できません"],
    ["not a domain", "ドメインの形式が正しくありません"],
    ["example", "ドメインの形式が正しくありません"],
  ])("refuses the domain %s with a field message", async (emailDomain, message) => {
    const response = await addShield({ kind: "domain", emailDomain });
    expect(response.status).toBe(422);
    const body = await json<{ error: { issues: { path: string; message: string }[] } }>(response);
    expect(body.error.issues[0]!.path).toBe("emailDomain");
    expect(body.error.issues[0]!.message).toContain(message);
  });

  it("refuses an unknown corporation and a domain with control characters", async () => {
    expect((await addShield({ kind: "corporation", corporationId: 99999999 })).status).toBe(422);
    expect((await addShield({ kind: "domain", emailDomain: "example.com\u0000" })).status).toBe(422);
  });

  it("another pro's shield cannot be removed (404) and stays", async () => {
    const other = await insertUser(context.handle.db, { isPro: true });
    await context.handle.db.insert(proProfiles).values({ userId: other.id });
    const otherClient = new BrowserLikeClient(context.app);
    await logInAs(context.handle, otherClient, other.id, context.clock.now());
    const list = await json<EmployerShieldList>(
      await otherClient.request("POST", "/api/v2/me/employer_shields", { json: { kind: "domain", emailDomain: "other.example" } }),
    );
    expect((await client.request("DELETE", `/api/v2/me/employer_shields/${list.shields[0]!.id}`)).status).toBe(404);
    expect((await json<EmployerShieldList>(await otherClient.request("GET", "/api/v2/me/employer_shields"))).shields).toHaveLength(1);
  });

  it("issue 19: an id the integer column cannot hold (2147483648), or no id at all, is 404 in Japanese, never 500", async () => {
    for (const id of ["2147483648", "99999999999999999999", "0", "007"]) {
      const response = await client.request("DELETE", `/api/v2/me/employer_shields/${id}`);
      expect(response.status, id).toBe(404);
      expect((await json<{ error: { message: string } }>(response)).error.message).toBe("この勤務先ブロックは見つかりませんでした。");
    }
  });

  it("corporation candidates: by part of the name, at most 10, % and _ taken literally", async () => {
    for (let i = 0; i < 12; i++) await insertCorporation(context.handle.db, { name: `かけはし商事${i}号` });
    await insertCorporation(context.handle.db, { name: "100%テック" });
    const found = await json<{ corporations: { name: string }[] }>(
      await client.request("GET", `/api/v2/me/employer_shields/corporation_candidates?q=${encodeURIComponent("かけはし商事")}`),
    );
    expect(found.corporations).toHaveLength(10);
    const percent = await json<{ corporations: { name: string }[] }>(
      await client.request("GET", `/api/v2/me/employer_shields/corporation_candidates?q=${encodeURIComponent("%")}`),
    );
    expect(percent.corporations.map((c) => c.name)).toEqual(["100%テック"]);
    expect((await client.request("GET", "/api/v2/me/employer_shields/corporation_candidates?q=")).status).toBe(422);
  });
});

describe("issue 13: a shield hides the pro through proVisibleTo (decision 020)", () => {
  it("a member of a shielded corporation (any membership, not only the current one) no longer sees the pro", async () => {
    const employer = await insertCorporation(context.handle.db);
    const elsewhere = await insertCorporation(context.handle.db);
    const colleague = await insertUser(context.handle.db, { isOrderer: true, currentCorporationId: elsewhere.id });
    await insertMembership(context.handle.db, { userId: colleague.id, corporationId: elsewhere.id });
    await insertMembership(context.handle.db, { userId: colleague.id, corporationId: employer.id });
    const stranger = await insertUser(context.handle.db, { isOrderer: true });
    expect(await sees(colleague.id, pro.id)).toBe(true);

    await addShield({ kind: "corporation", corporationId: employer.id });
    expect(await sees(colleague.id, pro.id)).toBe(false);
    expect(await sees(stranger.id, pro.id)).toBe(true);
    expect(await sees(pro.id, pro.id)).toBe(true);
  });

  it("an orderer whose login address is at a shielded domain no longer sees the pro; removing the shield shows them again", async () => {
    const boss = await insertUser(context.handle.db, { isOrderer: true, email: "boss@ima-kinmu.co.jp" });
    expect(await sees(boss.id, pro.id)).toBe(true);
    const list = await json<EmployerShieldList>(await addShield({ kind: "domain", emailDomain: "IMA-KINMU.co.jp" }));
    expect(await sees(boss.id, pro.id)).toBe(false);
    await client.request("DELETE", `/api/v2/me/employer_shields/${list.shields[0]!.id}`);
    expect(await sees(boss.id, pro.id)).toBe(true);
  });
});
