import { describe, expect, it } from "vitest";

import { applications, proEmployerShields } from "@/db/schema";
import { insertCorporation, insertMembership, insertProject, insertUser } from "@/db/seed/factories";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { insertProRow, type ProProfileValues } from "@tests/support/pro-rows";
import { logInAs } from "@tests/support/sessions";

import type { ProSearchAnswer } from "./pro-search-answer.schemas";

const context = useApiTestContext();
const DAY = 86_400_000;
/** The test clock's start (createTestClock). */
const NOW = new Date("2026-11-01T09:00:00+09:00").getTime();

/** A pro matching no filter unless the test says so; the headline names them in assertions. */
function pro(headline: string, profile: ProProfileValues = {}, options: { skillNames?: string[]; user?: Parameters<typeof insertUser>[1] } = {}) {
  return insertProRow(context.handle.db, {
    user: options.user,
    skillNames: options.skillNames,
    profile: { headline, professionIds: [8], skillIds: [], desiredMonthlyRateMan: null, availableDaysPerWeek: 1, remoteTypeId: 3, prefectureId: 27, ...profile },
  });
}

type Answer = ProSearchAnswer & { error?: { code: string; issues: { path: string }[] } };

async function search(query: string, client = new BrowserLikeClient(context.app)) {
  const response = await client.request("GET", `/api/v2/top/pros${query ? `?${query}` : ""}`);
  return { status: response.status, body: await json<Answer>(response) };
}

const headlines = async (query: string, client?: BrowserLikeClient) => (await search(query, client)).body.proList.map((p) => p.headline);
const sorted = async (query: string, client?: BrowserLikeClient) => (await headlines(query, client)).sort();

describe("GET /api/v2/top/pros", () => {
  it("issue 13: recently updated profiles first; each sort orders the same pros, pros without a rate last", async () => {
    await pro("古い・60万", { updatedAt: new Date(NOW - 3 * DAY), desiredMonthlyRateMan: 60, lastActiveAt: new Date(NOW - DAY) });
    await pro("新しい・単価なし", { updatedAt: new Date(NOW), lastActiveAt: null });
    await pro("中間・90万", { updatedAt: new Date(NOW - DAY), desiredMonthlyRateMan: 90, lastActiveAt: new Date(NOW - 5 * DAY) });
    const { status, body } = await search("");
    expect(status).toBe(200);
    expect(body.proList.map((p) => p.headline)).toEqual(["新しい・単価なし", "中間・90万", "古い・60万"]);
    expect(body).toMatchObject({ totalCount: 3, isTotalCapped: false, page: 1, perPage: 20, totalPages: 1, sort: 1, href: "/top/pros" });
    expect(await headlines("search_pro[sort]=2")).toEqual(["古い・60万", "中間・90万", "新しい・単価なし"]);
    expect(await headlines("search_pro[sort]=3")).toEqual(["古い・60万", "中間・90万", "新しい・単価なし"]);
    expect(await headlines("sort=4")).toEqual(["中間・90万", "古い・60万", "新しい・単価なし"]);
  });

  it("issue 13: each filter narrows the result; skills match only pros with every chosen skill", async () => {
    await pro("Go と Rust・フルリモート・東京", { skillIds: [1, 2], professionIds: [1], remoteTypeId: 1, prefectureId: 13, availableDaysPerWeek: 5 });
    await pro("Go のみ・神奈川・転職検討", { skillIds: [1], professionIds: [2], remoteTypeId: 2, prefectureId: 14, jobChangeIntention: "considering" });
    await pro("その他・転職活動中", { jobChangeIntention: "active", availableDaysPerWeek: 3 });
    expect(await sorted("search_pro[skill_ids][]=1")).toEqual(["Go と Rust・フルリモート・東京", "Go のみ・神奈川・転職検討"]);
    expect(await sorted("search_pro[skill_ids][]=1&search_pro[skill_ids][]=2")).toEqual(["Go と Rust・フルリモート・東京"]);
    expect(await sorted("search_pro[profession_ids][]=1&search_pro[profession_ids][]=2")).toHaveLength(2);
    expect(await sorted("search_pro[remote_types][]=partial_remote")).toEqual(["Go のみ・神奈川・転職検討"]);
    expect(await sorted("search_pro[area_ids][]=region-3")).toEqual(["Go と Rust・フルリモート・東京", "Go のみ・神奈川・転職検討"]);
    expect(await sorted("search_pro[area_ids][]=27")).toEqual(["その他・転職活動中"]);
    // Available days are a minimum: 週3日以上 includes the pro who can work five days.
    expect(await sorted("search_pro[available_days]=3")).toEqual(["Go と Rust・フルリモート・東京", "その他・転職活動中"]);
    expect(await sorted("search_pro[job_change_intentions][]=considering")).toEqual(["Go のみ・神奈川・転職検討"]);
    expect(await sorted("search_pro[job_change_intentions][]=considering&search_pro[job_change_intentions][]=active")).toHaveLength(2);
    expect(await sorted("search_pro[profession_ids][]=1&search_pro[remote_types][]=partial_remote")).toEqual([]);
  });

  it("issue 13: a rate band holds the monthly rates in [min, max); a pro with no monthly rate is in none", async () => {
    await pro("60万", { desiredMonthlyRateMan: 60 });
    await pro("79万", { desiredMonthlyRateMan: 79 });
    await pro("80万", { desiredMonthlyRateMan: 80 });
    await pro("時給のみ", { desiredMonthlyRateMan: null, desiredHourlyRateYen: 5000 });
    // Band 3 is 60〜80万円, band 6 120万円〜, band 1 〜40万円.
    expect(await sorted("search_pro[rate_id]=3")).toEqual(["60万", "79万"]);
    expect(await sorted("search_pro[rate_id]=4")).toEqual(["80万"]);
    expect(await sorted("search_pro[rate_id]=1")).toEqual([]);
  });

  it("issue 13: active within N days filters by the last login and the card says how recent it was", async () => {
    await pro("昨日", { lastActiveAt: new Date(NOW - DAY) });
    await pro("5日前", { lastActiveAt: new Date(NOW - 5 * DAY) });
    await pro("20日前", { lastActiveAt: new Date(NOW - 20 * DAY) });
    await pro("半年前", { lastActiveAt: new Date(NOW - 180 * DAY) });
    await pro("未ログイン", { lastActiveAt: null });
    expect(await sorted("search_pro[active_within]=3")).toEqual(["昨日"]);
    expect(await sorted("search_pro[active_within]=7")).toEqual(["5日前", "昨日"]);
    expect(await sorted("search_pro[active_within]=30")).toEqual(["20日前", "5日前", "昨日"]);
    const { body } = await search("search_pro[sort]=2");
    expect(body.proList.map((p) => [p.headline, p.lastActiveLabel])).toEqual([
      ["昨日", "3日以内にログイン"],
      ["5日前", "1週間以内にログイン"],
      ["20日前", "1か月以内にログイン"],
      ["半年前", null],
      ["未ログイン", null],
    ]);
  });

  it("issue 13: the free word searches headline, bio and skills, insensitive to width, case and kana", async () => {
    await pro("バックエンドエンジニア", { bio: "決済システムの開発経験があります。" });
    await pro("デザイナー", {}, { skillNames: ["Figma"] });
    expect(await sorted("search_pro[free_word]=ばっくえんど")).toEqual(["バックエンドエンジニア"]);
    expect(await sorted("search_pro[free_word]=ｂａｃｋ")).toEqual([]);
    expect(await sorted("search_pro[free_word]=決済")).toEqual(["バックエンドエンジニア"]);
    expect(await sorted("search_pro[free_word]=ＦＩＧＭＡ")).toEqual(["デザイナー"]);
    expect(await sorted("search_pro[free_word]=決済 figma")).toEqual([]);
  });

  it("issue 13: a card's picture is the 96 px file of an uploaded avatar, not the 400 px one", async () => {
    const me = await pro("デザイナー", {}, { user: { profileImageUrl: "/uploads/avatars/1-0a1b2c3d4e5f6a7b-400.webp" } });
    const card = (await search("")).body.proList.find((c) => c.id === me.id)!;
    expect(card.avatarUrl).toBe("/uploads/avatars/1-0a1b2c3d4e5f6a7b-96.webp");
  });

  it("issue 13: cards carry the card fields; visitors and pros read 「山田 T.」, orderers and the pro the full name", async () => {
    const me = await pro(
      "Go が得意なバックエンドエンジニア",
      {
        skillIds: [1, 2, 3, 4, 5, 6],
        desiredMonthlyRateMan: 80,
        desiredHourlyRateYen: 5000,
        availableDaysPerWeek: 3,
        remoteTypeId: 1,
        prefectureId: 13,
        jobChangeIntention: "considering",
        isRealNameVerified: true,
      },
      { user: { lastName: "山田", firstName: "太郎", firstNameKana: "タロウ", profileImageUrl: "/uploads/a.webp" } },
    );
    const { body } = await search("");
    const card = body.proList[0]!;
    expect(card).toMatchObject({
      id: me.id,
      displayName: "山田 T.",
      avatarUrl: "/uploads/a.webp",
      monthlyRateMan: 80,
      hourlyRateYen: 5000,
      availableDaysPerWeek: 3,
      remoteTypeLabel: "フルリモート",
      prefectureName: "東京都",
      jobChangeIntention: "considering",
      isRealNameVerified: true,
    });
    expect(card.skills).toHaveLength(5);
    expect(card.skills[0]).toMatchObject({ id: 1 });

    const otherPro = new BrowserLikeClient(context.app);
    await logInAs(context.handle, otherPro, (await insertUser(context.handle.db, { isPro: true })).id);
    expect((await search("", otherPro)).body.proList[0]!.displayName).toBe("山田 T.");
    const orderer = new BrowserLikeClient(context.app);
    await logInAs(context.handle, orderer, (await insertUser(context.handle.db, { isOrderer: true })).id);
    expect((await search("", orderer)).body.proList[0]!.displayName).toBe("山田 太郎");
    const self = new BrowserLikeClient(context.app);
    await logInAs(context.handle, self, me.id);
    expect((await search("", self)).body.proList[0]!.displayName).toBe("山田 太郎");
  });

  it("issue 13: unknown values answer 422 naming the parameter; unrelated parameters are ignored", async () => {
    for (const [query, parameter] of [
      ["search_pro[skill_ids][]=999999", "search_pro[skill_ids][]"],
      ["search_pro[rate_id]=abc", "search_pro[rate_id]"],
      ["search_pro[available_days]=9", "search_pro[available_days]"],
      ["search_pro[job_change_intentions][]=none", "search_pro[job_change_intentions][]"],
      ["search_pro[active_within]=14", "search_pro[active_within]"],
      ["search_pro[sort]=6", "search_pro[sort]"],
      ["search_pro[nonsense]=1", "search_pro[nonsense]"],
      [`search_pro[free_word]=${"あ".repeat(101)}`, "search_pro[free_word]"],
    ] as const) {
      const { status, body } = await search(query);
      expect(status, query).toBe(422);
      expect(body.error?.issues.map((i) => i.path)).toEqual([parameter]);
    }
    expect((await search("utm_source=x&search_project[budget_id]=zzz")).status).toBe(200);
  });

  it("issue 13: one skill or one profession lives on its landing page", async () => {
    await pro("Go", { skillIds: [1] });
    const { body } = await search("search_pro[skill_ids][]=1&page=1");
    expect(body.href).toMatch(/^\/top\/pros\/required_skills\//);
    expect((await search("search_pro[profession_ids][]=8&search_pro[skill_ids][]=1")).body.href).toBe("/top/pros/professions/8?search_pro%5Bskill_ids%5D%5B%5D=1");
  });
});

describe("GET /api/v2/top/pros: who is listed (decision 020)", () => {
  async function ordererOf(corporationId: number, email?: string) {
    const user = await insertUser(context.handle.db, { isOrderer: true, currentCorporationId: null, ...(email ? { email } : {}) });
    await insertMembership(context.handle.db, { userId: user.id, corporationId });
    const client = new BrowserLikeClient(context.app);
    await logInAs(context.handle, client, user.id);
    return client;
  }

  it("issue 13: a pro shielding a corporation is never listed or counted for any of its members", async () => {
    const employer = await insertCorporation(context.handle.db);
    const other = await insertCorporation(context.handle.db);
    const shielded = await pro("盾あり");
    await pro("盾なし");
    await context.handle.db.insert(proEmployerShields).values({ userId: shielded.id, corporationId: employer.id });
    const member = await ordererOf(employer.id);
    const { body } = await search("", member);
    expect(body.proList.map((p) => p.headline)).toEqual(["盾なし"]);
    expect(body.totalCount).toBe(1);
    expect(await sorted("search_pro[free_word]=盾あり", member)).toEqual([]);
    expect(await sorted("", await ordererOf(other.id))).toEqual(["盾あり", "盾なし"]);
    expect(await sorted("")).toEqual(["盾あり", "盾なし"]);
  });

  it("issue 13: a pro shielding an e-mail domain is hidden from logins at that domain", async () => {
    const shielded = await pro("ドメイン盾");
    await context.handle.db.insert(proEmployerShields).values({ userId: shielded.id, emailDomain: "employer.example" });
    const corporation = await insertCorporation(context.handle.db);
    const atDomain = await ordererOf(corporation.id, `boss.${shielded.id}@Employer.example`);
    expect((await search("", atDomain)).body.totalCount).toBe(0);
    expect(await sorted("", await ordererOf(corporation.id))).toEqual(["ドメイン盾"]);
  });

  it("issue 13: a private profile shows only to corporations the pro applied to, the pro and operators; 退会 never", async () => {
    const applied = await insertCorporation(context.handle.db);
    const notApplied = await insertCorporation(context.handle.db);
    const hidden = await pro("非公開", { isPublic: false });
    await pro("退会済み", {}, { user: { deactivatedAt: new Date(NOW - DAY) } });
    await pro("公開");
    const project = await insertProject(context.handle.db, { corporationId: applied.id });
    await context.handle.db.insert(applications).values({ projectId: project.id, proUserId: hidden.id });

    expect(await sorted("")).toEqual(["公開"]);
    expect((await search("")).body.totalCount).toBe(1);
    expect(await sorted("", await ordererOf(notApplied.id))).toEqual(["公開"]);
    expect(await sorted("", await ordererOf(applied.id))).toEqual(["公開", "非公開"]);
    const self = new BrowserLikeClient(context.app);
    await logInAs(context.handle, self, hidden.id);
    expect(await sorted("", self)).toEqual(["公開", "非公開"]);
    const admin = new BrowserLikeClient(context.app);
    await logInAs(context.handle, admin, (await insertUser(context.handle.db, { isAdmin: true })).id);
    expect(await sorted("", admin)).toEqual(["公開", "非公開"]);
  });
});
