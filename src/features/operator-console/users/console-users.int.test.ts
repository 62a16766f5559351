import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { loginEvents, operatorAuditLogs, proProfiles, users } from "@/db/schema";
import { insertCorporation, insertMembership, insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { insertProRow } from "@tests/support/pro-rows";
import { logInAs } from "@tests/support/sessions";

import type { ConsoleUserDetail, ConsoleUserPage } from "./console-users.schemas";

const context = useApiTestContext();

async function operatorClient() {
  const operator = await insertUser(context.handle.db, { isAdmin: true, email: "ops@example.com", lastName: "運営", firstName: "一郎" });
  const client = new BrowserLikeClient(context.app);
  await logInAs(context.handle, client, operator.id, context.clock.now());
  return { operator, client };
}

async function people() {
  const { db } = context.handle;
  const yamada = await insertProRow(db, {
    user: { email: "taro.yamada@example.com", lastName: "山田", firstName: "太郎", lastNameKana: "ヤマダ", firstNameKana: "タロウ" },
    profile: { headline: "Goエンジニア" },
  });
  const suzuki = await insertUser(db, {
    isOrderer: true,
    email: "hanako@suzuki-shoji.example",
    lastName: "鈴木",
    firstName: "花子",
    lastNameKana: "スズキ",
    firstNameKana: "ハナコ",
  });
  const sato = await insertUser(db, {
    email: "sato@example.com",
    lastName: "佐藤",
    firstName: "次郎",
    lastNameKana: "サトウ",
    firstNameKana: "ジロウ",
    emailVerifiedAt: null,
  });
  return { yamada, suzuki, sato };
}

const list = async (client: BrowserLikeClient, query = "") => {
  const response = await client.request("GET", `/api/v2/admin/users${query ? `?${query}` : ""}`);
  expect(response.status).toBe(200);
  return json<ConsoleUserPage>(response);
};
const idsOf = (page: ConsoleUserPage) => page.users.map((user) => user.id);

describe("issue 18: ユーザー — finding an account", () => {
  it("q finds an account by its id, by part of its e-mail address, and by its name in kanji (with or without the space) or kana", async () => {
    const { client } = await operatorClient();
    const { yamada, suzuki, sato } = await people();
    expect(idsOf(await list(client, `q=${yamada.id}`))[0]).toBe(yamada.id);
    expect(idsOf(await list(client, "q=suzuki-shoji"))).toEqual([suzuki.id]);
    expect(idsOf(await list(client, "q=SATO%40EXAMPLE"))).toEqual([sato.id]);
    expect(idsOf(await list(client, `q=${encodeURIComponent("山田 太郎")}`))).toEqual([yamada.id]);
    expect(idsOf(await list(client, `q=${encodeURIComponent("山田太郎")}`))).toEqual([yamada.id]);
    expect(idsOf(await list(client, `q=${encodeURIComponent("やまだ たろう")}`))).toEqual([yamada.id]);
    expect(idsOf(await list(client, `q=${encodeURIComponent("ハナコ")}`))).toEqual([suzuki.id]);
    expect(idsOf(await list(client, `q=${encodeURIComponent("見つからない名前")}`))).toEqual([]);
  });

  it("lists newest first with roles, the registered day and state badges; filters by role and state", async () => {
    const { client, operator } = await operatorClient();
    const { yamada, suzuki, sato } = await people();
    await context.handle.db.update(users).set({ suspendedAt: context.clock.now() }).where(eq(users.id, suzuki.id));
    await context.handle.db.update(proProfiles).set({ isRealNameVerified: true }).where(eq(proProfiles.userId, yamada.id));
    const all = await list(client);
    expect(idsOf(all)).toEqual([sato.id, suzuki.id, yamada.id, operator.id]);
    expect(all).toMatchObject({ page: 1, totalCount: 4, isTotalCapped: false, totalPages: 1 });
    expect(all.users[2]).toMatchObject({ name: "山田 太郎", email: "taro.yamada@example.com", roles: ["pro"], isRealNameVerified: true, isSuspended: false });
    expect(all.users[1]).toMatchObject({ roles: ["orderer"], isSuspended: true });
    expect(all.users[0]).toMatchObject({ isEmailVerified: false });
    expect(idsOf(await list(client, "role=pro"))).toEqual([yamada.id]);
    expect(idsOf(await list(client, "role=admin"))).toEqual([operator.id]);
    expect(idsOf(await list(client, "state=suspended"))).toEqual([suzuki.id]);
    expect(idsOf(await list(client, "state=deactivated"))).toEqual([]);
  });

  it("a bad filter is 422 with a Japanese message; anyone but an operator gets 404", async () => {
    const { client } = await operatorClient();
    const bad = await client.request("GET", "/api/v2/admin/users?role=owner");
    expect(bad.status).toBe(422);
    expect((await json<{ error: { issues: { message: string }[] } }>(bad)).error.issues[0]!.message).toBe("役割が正しくありません");
    const pro = await insertUser(context.handle.db, { isPro: true });
    const proClient = new BrowserLikeClient(context.app);
    await logInAs(context.handle, proClient, pro.id, context.clock.now());
    expect((await proClient.request("GET", "/api/v2/admin/users")).status).toBe(404);
    expect((await proClient.request("GET", `/api/v2/admin/users/${pro.id}`)).status).toBe(404);
  });
});

describe("issue 18: ユーザー — one account", () => {
  it("shows the account, profile, corporations, live sessions and logins; an unknown id is 404", async () => {
    const { client } = await operatorClient();
    const { db } = context.handle;
    const { yamada, suzuki } = await people();
    const corporation = await insertCorporation(db, { name: "鈴木商事株式会社", plan: "standard" });
    await insertMembership(db, { userId: suzuki.id, corporationId: corporation.id, role: "owner" });
    await db.insert(loginEvents).values({ userId: yamada.id, loggedInAt: context.clock.now(), ipAddress: "198.51.100.7", userAgent: "Mozilla/5.0 テスト" });
    await logInAs(context.handle, new BrowserLikeClient(context.app), yamada.id, context.clock.now());

    const pro = await json<ConsoleUserDetail>(await client.request("GET", `/api/v2/admin/users/${yamada.id}`));
    expect(pro.account).toMatchObject({ id: yamada.id, name: "山田 太郎", nameKana: "ヤマダ タロウ", roles: ["pro"], suspendedAt: null, passwordResetRequiredAt: null });
    expect(pro.proProfile).toEqual({ headline: "Goエンジニア", isPublic: true, isRealNameVerified: false, path: `/top/pros/${yamada.id}` });
    expect(pro.sessions).toHaveLength(1);
    expect(pro.logins).toEqual([expect.objectContaining({ ipAddress: "198.51.100.7", userAgent: "Mozilla/5.0 テスト" })]);

    const orderer = await json<ConsoleUserDetail>(await client.request("GET", `/api/v2/admin/users/${suzuki.id}`));
    expect(orderer.proProfile).toBeNull();
    expect(orderer.corporations).toEqual([{ id: corporation.id, name: "鈴木商事株式会社", role: "owner", plan: "standard" }]);
    expect((await client.request("GET", "/api/v2/admin/users/99999999")).status).toBe(404);
  });
});

describe("issue 18: 本人確認 (real-name verification)", () => {
  it("本人確認済みにする marks the profile, shows in pro search, and writes exactly one audit row; 取り消す undoes it with its own row", async () => {
    const { client, operator } = await operatorClient();
    const { yamada } = await people();
    const verified = await client.request("POST", `/api/v2/admin/users/${yamada.id}/real_name_verification`);
    expect(verified.status).toBe(200);
    expect(await json(verified)).toEqual({ userId: yamada.id, isRealNameVerified: true });
    const search = await json<{ proList: { id: number; isRealNameVerified: boolean }[] }>(await new BrowserLikeClient(context.app).request("GET", "/api/v2/top/pros"));
    expect(search.proList.find((p) => p.id === yamada.id)?.isRealNameVerified).toBe(true);
    const rows = await context.handle.db.select().from(operatorAuditLogs);
    expect(rows).toEqual([
      expect.objectContaining({
        operatorUserId: operator.id,
        action: "user.verify_real_name",
        targetType: "user",
        targetId: String(yamada.id),
        before: { isRealNameVerified: false },
        after: { isRealNameVerified: true },
      }),
    ]);

    expect((await client.request("DELETE", `/api/v2/admin/users/${yamada.id}/real_name_verification`)).status).toBe(200);
    const [profile] = await context.handle.db.select().from(proProfiles).where(eq(proProfiles.userId, yamada.id));
    expect(profile!.isRealNameVerified).toBe(false);
    const detail = await json<ConsoleUserDetail>(await client.request("GET", `/api/v2/admin/users/${yamada.id}`));
    expect(detail.auditEntries.map((entry) => entry.actionLabel)).toEqual(["本人確認を取り消す", "本人確認済みにする"]);
  });

  it("a refused change writes nothing: not a pro (409), already verified (409), not verified (409)", async () => {
    const { client } = await operatorClient();
    const { yamada, suzuki } = await people();
    const notPro = await client.request("POST", `/api/v2/admin/users/${suzuki.id}/real_name_verification`);
    expect(notPro.status).toBe(409);
    expect((await json<{ error: { message: string } }>(notPro)).error.message).toBe("プロのアカウントではないため、本人確認の対象ではありません。");
    expect((await client.request("DELETE", `/api/v2/admin/users/${yamada.id}/real_name_verification`)).status).toBe(409);
    await client.request("POST", `/api/v2/admin/users/${yamada.id}/real_name_verification`);
    const again = await client.request("POST", `/api/v2/admin/users/${yamada.id}/real_name_verification`);
    expect(again.status).toBe(409);
    expect((await json<{ error: { message: string } }>(again)).error.message).toBe("すでに本人確認済みです。");
    expect(await context.handle.db.select().from(operatorAuditLogs)).toHaveLength(1);
  });
});
