import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { insertProRow, type ProProfileValues } from "@tests/support/pro-rows";

import { reindexProSearchText } from "../search-reindex.job";
import type { ProSearchAnswer } from "./pro-search-answer.schemas";

/** Issue 17 for the pro search (decision 027): the same understanding as the project search. */
const context = useApiTestContext();
const NOW = new Date("2026-11-01T09:00:00+09:00").getTime();
const HOUR = 3_600_000;

function pro(headline: string, profile: ProProfileValues = {}, skillNames: string[] = []) {
  return insertProRow(context.handle.db, {
    skillNames,
    profile: { headline, professionIds: [8], skillIds: [], availableDaysPerWeek: 3, remoteTypeId: 3, prefectureId: 27, updatedAt: new Date(NOW), ...profile },
  });
}

async function search(query: string) {
  const response = await new BrowserLikeClient(context.app).request("GET", `/api/v2/top/pros?${query}`);
  expect(response.status).toBe(200);
  return json<ProSearchAnswer>(response);
}
const word = (text: string, extra = "") => search(`search_pro[free_word]=${encodeURIComponent(text)}${extra}`);
const headlines = (answer: ProSearchAnswer) => answer.proList.map((p) => p.headline);

describe("issue 17: the pro search understands what people type", () => {
  it("finds a pro by remote preference, prefecture and region once the profile's text is rewritten (job pros.search-text)", async () => {
    const tokyo = await pro("Webエンジニア", { remoteTypeId: 1, prefectureId: 13 });
    await context.handle.db.execute(sql`update pro_profiles set search_text_version = 0 where user_id = ${tokyo.id}`);
    expect((await word("フルリモート 東京")).totalCount).toBe(0);
    expect(await reindexProSearchText(context.handle.db)).toBeGreaterThanOrEqual(1);
    expect(headlines(await word("フルリモート 東京"))).toEqual(["Webエンジニア"]);
    expect(headlines(await word("関東"))).toEqual(["Webエンジニア"]);
  });

  it("expands readings and matches Latin words as words", async () => {
    await pro("Javaのバックエンド", { updatedAt: new Date(NOW - HOUR) }, ["Java"]);
    await pro("JavaScriptのフロント", { updatedAt: new Date(NOW - 2 * HOUR) }, ["JavaScript"]);
    expect(headlines(await word("ジャバ"))).toEqual(["Javaのバックエンド"]);
    expect(headlines(await word("JS"))).toEqual(["JavaScriptのフロント"]);
  });

  it("おすすめ順 (sort 5) puts headline and skill matches before matches in the bio", async () => {
    await pro("デザイナー", { bio: "Elixirも書けます", updatedAt: new Date(NOW) });
    await pro("Elixirエンジニア", { updatedAt: new Date(NOW - HOUR) });
    expect(headlines(await word("Elixir"))).toEqual(["デザイナー", "Elixirエンジニア"]);
    expect(headlines(await word("Elixir", "&search_pro[sort]=5"))).toEqual(["Elixirエンジニア", "デザイナー"]);
  });

  it("an empty result tries each required skill alone, since a pro must have all of them", async () => {
    await pro("TS", { skillIds: [1] }, ["TypeScript"]);
    await pro("Go", { skillIds: [3] }, ["Go"]);
    const answer = await search("search_pro[skill_ids][]=1&search_pro[skill_ids][]=3");
    expect(answer.totalCount).toBe(0);
    expect(answer.zeroResultHints!.withoutCondition.map((h) => [h.label, h.count])).toEqual([
      ["TypeScript", 1],
      ["Go", 1],
    ]);
    expect(answer.zeroResultHints!.withoutCondition[0]!.href).toBe("/top/pros/required_skills/Go");
  });
});
