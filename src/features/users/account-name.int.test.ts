import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { proProfiles, users } from "@/db/schema";
import { insertUser, type UserRow } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

import type { AccountName } from "./account-name.schemas";

const context = useApiTestContext();
let pro: UserRow;
let client: BrowserLikeClient;
const NEW_NAME = { lastName: "高橋", firstName: "花子", lastNameKana: "タカハシ", firstNameKana: "ハナコ" };

beforeEach(async () => {
  pro = await insertUser(context.handle.db, { isPro: true, lastName: "山田", firstName: "太郎", lastNameKana: "ヤマダ", firstNameKana: "タロウ" });
  await context.handle.db.insert(proProfiles).values({ userId: pro.id, isRealNameVerified: true });
  client = new BrowserLikeClient(context.app);
  await logInAs(context.handle, client, pro.id, context.clock.now());
});

const changeName = (body: unknown) => client.request("PATCH", "/api/v2/me/name", { json: body });

async function isVerified(): Promise<boolean> {
  const [row] = await context.handle.db.select({ v: proProfiles.isRealNameVerified }).from(proProfiles).where(eq(proProfiles.userId, pro.id));
  return row!.v;
}

describe("issue 13: PATCH /api/v2/me/name", () => {
  it("changes the name (hiragana reading stored as katakana) and clears a verified pro's 本人確認済 mark", async () => {
    const response = await changeName({ ...NEW_NAME, firstNameKana: "はなこ" });
    expect(response.status).toBe(200);
    expect(await json<AccountName>(response)).toEqual({ ...NEW_NAME, isRealNameVerified: false });
    const [row] = await context.handle.db.select().from(users).where(eq(users.id, pro.id));
    expect({ lastName: row!.lastName, firstName: row!.firstName, lastNameKana: row!.lastNameKana, firstNameKana: row!.firstNameKana }).toEqual(NEW_NAME);
    expect(await isVerified()).toBe(false);
    const me = await json<{ lastName: string; firstName: string }>(await client.request("GET", "/api/v2/me"));
    expect([me.lastName, me.firstName]).toEqual(["高橋", "花子"]);
  });

  it("saving the same name keeps the mark", async () => {
    const response = await changeName({ lastName: " 山田 ", firstName: "太郎", lastNameKana: "ヤマダ", firstNameKana: "タロウ" });
    expect((await json<AccountName>(response)).isRealNameVerified).toBe(true);
    expect(await isVerified()).toBe(true);
  });

  it("an orderer changes their own name too", async () => {
    const orderer = await insertUser(context.handle.db, { isOrderer: true });
    const ordererClient = new BrowserLikeClient(context.app);
    await logInAs(context.handle, ordererClient, orderer.id, context.clock.now());
    const response = await ordererClient.request("PATCH", "/api/v2/me/name", { json: NEW_NAME });
    expect(await json<AccountName>(response)).toEqual({ ...NEW_NAME, isRealNameVerified: false });
  });

  it.each([
    [{ ...NEW_NAME, lastName: "" }, "lastName", "姓を入力してください"],
    [{ ...NEW_NAME, firstName: "あ".repeat(51) }, "firstName", "名は50文字以内で入力してください"],
    [{ ...NEW_NAME, lastNameKana: "Takahashi" }, "lastNameKana", "セイはカタカナで入力してください"],
    [{ ...NEW_NAME, firstName: "花\u0007子" }, "firstName", ""],
    [{ ...NEW_NAME, lastName: "高\n橋" }, "lastName", ""],
  ])("refuses %j with a Japanese message on the field, changing nothing", async (body, path, message) => {
    const response = await changeName(body);
    expect(response.status).toBe(422);
    const issue = (await json<{ error: { issues: { path: string; message: string }[] } }>(response)).error.issues[0]!;
    expect(issue.path).toBe(path);
    if (message) expect(issue.message).toBe(message);
    expect(await isVerified()).toBe(true);
  });
});
