import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { proPortfolioLinks, proProfiles, proSkills, proWorkHistories } from "@/db/schema";
import { insertUser } from "@/db/seed/factories";
import { normalizeSearchText } from "@/lib/search-text";
import { json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { clientFor, createAuthorizationWorld } from "@tests/support/authorization-roles";
import { validProProfileBody } from "@tests/support/pro-profile-body";

import { PROFILE_LIMITS, type ProProfileEditor } from "./pro-profile.schemas";

const context = useApiTestContext();

async function proClient() {
  const world = await createAuthorizationWorld(context);
  return { world, client: await clientFor(context, world, "pro") };
}

type ErrorBody = { error: { code: string; issues?: { path: string; message: string }[] } };
const issuesOf = async (response: Response) => Object.fromEntries(((await json<ErrorBody>(response)).error.issues ?? []).map((i) => [i.path, i.message]));

describe("issue 13: the pro saves their profile (PUT /api/v2/me/pro_profile)", () => {
  it("round trip: the editor reads back what was saved, child rows in order, skill_ids and the search text without company names", async () => {
    const { world, client } = await proClient();
    const body = validProProfileBody();
    const saved = await client.request("PUT", "/api/v2/me/pro_profile", { json: body });
    expect(saved.status).toBe(200);
    const editor = await json<ProProfileEditor>(await client.request("GET", "/api/v2/me/pro_profile"));
    expect(editor.profile).toEqual(body);
    expect((await json<ProProfileEditor>(saved)).profile).toEqual(body);

    const { db } = context.handle;
    const [row] = await db.select().from(proProfiles).where(eq(proProfiles.userId, world.users.pro.id));
    expect(row!.skillIds).toEqual([1, 18]);
    expect(row!.updatedAt.getTime()).toBe(context.clock.now().getTime());
    for (const word of ["ECサイトの刷新", "TypeScript", "テックリード", "エンジニア"]) expect(row!.searchText).toContain(normalizeSearchText(word));
    for (const company of ["いまの勤め先", "みえる商事"]) expect(row!.searchText).not.toContain(normalizeSearchText(company));
    const [bigrams] = await db
      .select({ n: sql<number>`length(${proProfiles.searchBigrams})` })
      .from(proProfiles)
      .where(eq(proProfiles.userId, world.users.pro.id));
    expect(Number(bigrams!.n)).toBeGreaterThan(10);
  });

  it("the largest valid profile (20 histories of 2,000 characters each) is saved, not refused as too large", async () => {
    const { client } = await proClient();
    const long = "設計から運用まで担当しました。".repeat(134).slice(0, PROFILE_LIMITS.historyDescription);
    const history = { ...validProProfileBody().workHistories[0]!, description: long, projectName: "案".repeat(100), role: "役".repeat(100) };
    const body = validProProfileBody({ bio: long, workHistories: Array.from({ length: PROFILE_LIMITS.workHistories }, () => history) });
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(100_000);
    expect((await client.request("PUT", "/api/v2/me/pro_profile", { json: body })).status).toBe(200);
  });

  it("a second save replaces skills, history and links rather than adding to them", async () => {
    const { world, client } = await proClient();
    await client.request("PUT", "/api/v2/me/pro_profile", { json: validProProfileBody() });
    const fewer = validProProfileBody({ skills: [{ skillId: 18, years: 9 }], workHistories: [], portfolioLinks: [] });
    expect((await client.request("PUT", "/api/v2/me/pro_profile", { json: fewer })).status).toBe(200);
    const { db } = context.handle;
    const id = world.users.pro.id;
    expect(await db.select({ skillId: proSkills.skillId, years: proSkills.years }).from(proSkills).where(eq(proSkills.userId, id))).toEqual([{ skillId: 18, years: 9 }]);
    expect(await db.select().from(proWorkHistories).where(eq(proWorkHistories.userId, id))).toEqual([]);
    expect(await db.select().from(proPortfolioLinks).where(eq(proPortfolioLinks.userId, id))).toEqual([]);
  });

  it("422 names each field in Japanese, and nothing is written", async () => {
    const { world, client } = await proClient();
    const bad = validProProfileBody({
      headline: "",
      professionIds: [],
      skills: [
        { skillId: 1, years: 51 },
        { skillId: 1, years: 2 },
      ],
      availableDaysPerWeek: 6,
      portfolioLinks: [{ kind: "github", title: "x", url: "javascript:alert(1)" }],
    });
    const response = await client.request("PUT", "/api/v2/me/pro_profile", { json: bad });
    expect(response.status).toBe(422);
    expect(await issuesOf(response)).toMatchObject({
      headline: "1〜100文字で入力してください",
      professionIds: "職種を1つ以上選んでください",
      "skills.0.years": "経験年数は0〜50年で入力してください",
      "skills.1.skillId": "同じスキルが重複しています",
      availableDaysPerWeek: "稼働日数は1〜5日で入力してください",
      "portfolioLinks.0.url": "http:// または https:// で始まるURLを入力してください",
    });
    const [row] = await context.handle.db.select().from(proProfiles).where(eq(proProfiles.userId, world.users.pro.id));
    expect(row!.headline).toBe("フロントエンドエンジニア"); // the world's, unchanged
  });

  it("ids the catalog does not know are 422 on their field; a history that ends before it starts too", async () => {
    const { client } = await proClient();
    const body = validProProfileBody({ skills: [{ skillId: 99999, years: 1 }], prefectureId: 99 });
    body.workHistories[1]!.endedOn = "2017-12";
    const response = await client.request("PUT", "/api/v2/me/pro_profile", { json: body });
    expect(response.status).toBe(422);
    expect(await issuesOf(response)).toEqual({ "workHistories.1.endedOn": "終了年月は開始年月以降にしてください" });
    body.workHistories[1]!.endedOn = null;
    expect(await issuesOf(await client.request("PUT", "/api/v2/me/pro_profile", { json: body }))).toEqual({
      "skills.0.skillId": "スキルを一覧から選んでください",
      prefectureId: "都道府県を一覧から選んでください",
    });
  });

  it("control characters are refused in every text field; line breaks only where text is multi-line", async () => {
    const { client } = await proClient();
    const body = validProProfileBody({ bio: "自己紹介\u0000です" });
    body.workHistories[0]!.description = "説明\u001b[31m";
    expect(await issuesOf(await client.request("PUT", "/api/v2/me/pro_profile", { json: body }))).toEqual({
      bio: "制御文字（NUL や改行など）は入力できません",
      "workHistories.0.description": "制御文字（NUL や改行など）は入力できません",
    });
    const oneLine = validProProfileBody({ headline: "見出し\n二行目" });
    expect(await issuesOf(await client.request("PUT", "/api/v2/me/pro_profile", { json: oneLine }))).toEqual({ headline: "キャッチコピーに改行やタブは使えません" });
  });

  it("a pro can only ever write their own profile: the body names no user, and another pro's profile is untouched", async () => {
    const { world, client } = await proClient();
    const { db } = context.handle;
    const other = await insertUser(db, { isPro: true });
    await db.insert(proProfiles).values({ userId: other.id, headline: "もう一人のプロ" });
    const response = await client.request("PUT", "/api/v2/me/pro_profile", { json: { ...validProProfileBody(), userId: other.id } });
    expect(response.status).toBe(200);
    expect((await json<ProProfileEditor>(response)).userId).toBe(world.users.pro.id);
    const [untouched] = await db.select().from(proProfiles).where(eq(proProfiles.userId, other.id));
    expect(untouched!.headline).toBe("もう一人のプロ");
    const orderer = await clientFor(context, world, "orderer");
    expect((await orderer.request("PUT", "/api/v2/me/pro_profile", { json: validProProfileBody() })).status).toBe(403);
  });
});
