import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { selectRows } from "@/db/client";
import { insertCorporation, insertProject } from "@/db/seed/factories";
import { lexemesOfTerm, splitSearchTerms } from "@/lib/search-text";
import { useApiTestContext } from "@tests/support/api-test-context";

import { planFreeWord, type FreeWordPlan } from "@/platform/search/free-word-plan";
import { lexemeSharesFrom, readLexemeShares } from "@/platform/search/lexeme-shares";

import { countProjects, findProjectPage, NO_FILTERS, PROJECT_FREE_WORD_TARGET, type ProjectFilters, type SortOrder } from "./search-projects.queries";

/**
 * However a free word is planned — every lexeme on the GIN index, only the rare ones, none (a scan),
 * walking a sort index or not — a search finds exactly the projects whose normalised text contains
 * every term, in the same order: the plans differ in speed only (docs/decisions/007-search-plan.md).
 */
const context = useApiTestContext();
const DAY = 86_400_000;
const base = new Date("2026-11-01T09:00:00+09:00").getTime();

const FILTERED: ProjectFilters = { ...NO_FILTERS, excludeClosed: true, budget: { minMan: 40, maxMan: null } };

const WORDS = ["Elixir", "デザイナー", "ﾃﾞｻﾞｲﾅｰ", "開発", "開", "React 開発", "エンジニア 東京", "100%", "a_b", "c\\d", "ー", "x", "存在しない語"];

// The orders of search-projects.queries.ts, spelled again here as the reference.
const ORDER: Record<SortOrder, string> = {
  newest: "status desc, published_at desc, id desc",
  budget: "status desc, coalesce(max_budget_man, min_budget_man) desc nulls last, published_at desc, id desc",
  popular: "status desc, like_count desc, published_at desc, id desc",
};

/** The reference result: LIKE on the normalised text, the way the first version matched. */
async function expected(word: string, filters: ProjectFilters, sort: SortOrder, offset: number) {
  const patterns = splitSearchTerms(word).map((t) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const filtered = filters.excludeClosed ? sql`status = 'open' and coalesce(max_budget_man, min_budget_man) >= 40` : sql`true`;
  const rows = await selectRows<{ id: number }>(
    context.handle.db,
    sql`
    select id from projects where ${filtered} and search_text like all(${`{${patterns.map((p) => `"${p.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`}::text[])
    order by ${sql.raw(ORDER[sort])}`,
  );
  const ids = rows.map((r) => r.id);
  return { count: ids.length, ids: ids.slice(offset, offset + 5) };
}

/** Every way the search can plan this word. */
function plansOf(word: string): [string, FreeWordPlan][] {
  const lexemes = splitSearchTerms(word)
    .flatMap(lexemesOfTerm)
    .map((l) => l.text);
  return [
    ["no statistics: every lexeme on the index", planFreeWord(word, lexemeSharesFrom([], [], 0))!],
    [
      "every lexeme common: a scan",
      planFreeWord(
        word,
        lexemeSharesFrom(
          lexemes,
          lexemes.map(() => 1),
          1_000_000,
        ),
      )!,
    ],
    [
      "the first lexeme rare, the others common",
      planFreeWord(
        word,
        lexemeSharesFrom(
          lexemes.slice(1),
          lexemes.slice(1).map(() => 0.5),
          1_000_000,
        ),
      )!,
    ],
  ];
}

describe("free-word plans", () => {
  beforeEach(async () => {
    const corporation = await insertCorporation(context.handle.db);
    const texts = [
      ["Elixirエンジニア募集", "東京でのWeb開発。React経験者歓迎"],
      ["デザイナー（UI/UX）", "Figmaでの画面デザイン開発"],
      ["ﾃﾞｻﾞｲﾅｰ急募", "開発チームのデザイナー"],
      ["React 開発", "フロントエンド開発、東京都"],
      ["100%リモート", "a_b テスト c\\d の開発"],
      ["100 % 在宅", "ab テスト cd"],
      ["開", "ー"],
    ];
    for (const [i, [title, description]] of texts.entries()) {
      await insertProject(context.handle.db, {
        corporationId: corporation.id,
        title,
        description,
        publishedAt: new Date(base - i * DAY),
        status: i === 2 ? "closed" : "open",
        likeCount: i % 3,
        minBudgetMan: 30 + 10 * i,
        maxBudgetMan: null,
      });
    }
    // And generated projects with realistic text, some published at the same moment (ties break on id).
    for (let i = 0; i < 40; i++) await insertProject(context.handle.db, { corporationId: corporation.id, publishedAt: new Date(base - (i % 5) * DAY), likeCount: i % 4 });
  });

  it("every plan finds the same projects in the same order, with the same count, for every sort and filter", async () => {
    // The reference itself: escaped LIKE characters match only themselves; width and kana fold.
    const count = async (word: string) => (await expected(word, NO_FILTERS, "newest", 0)).count;
    expect([await count("a_b"), await count("100%"), await count("存在しない語")]).toEqual([1, 1, 0]);
    expect(await count("ﾃﾞｻﾞｲﾅｰ")).toBe(await count("デザイナー"));
    expect(await count("Elixir")).toBeGreaterThan(0);
    for (const word of WORDS) {
      for (const filters of [NO_FILTERS, FILTERED]) {
        for (const sort of ["newest", "budget", "popular"] as const) {
          for (const offset of [0, 5]) {
            const want = await expected(word, filters, sort, offset);
            for (const [label, plan] of plansOf(word)) {
              for (const walkSortIndex of [false, true]) {
                const where = `${word} / ${label} / ${sort} / offset ${offset} / walk ${walkSortIndex} / filtered ${filters !== NO_FILTERS}`;
                const rows = await findProjectPage(context.handle.db, filters, plan, { sort, limit: 5, offset, viewerId: null, walkSortIndex });
                expect(
                  rows.map((r) => r.id),
                  where,
                ).toEqual(want.ids);
                expect(await countProjects(context.handle.db, filters, plan), where).toBe(want.count);
              }
            }
          }
        }
      }
    }
  });

  it("reads the lexeme shares that ANALYZE keeps, and plans a rare and a common word apart", async () => {
    await context.handle.db.execute(sql`analyze projects`);
    const shares = await readLexemeShares(context.handle.db, PROJECT_FREE_WORD_TARGET);
    expect(shares.shareOf({ text: "開発", isPrefix: false })).toBeGreaterThan(0.1);
    expect(shares.shareOf({ text: "xi", isPrefix: false })).toBeLessThan(0.05);
    expect(shares.rowCount).toBe(47);
    expect(planFreeWord("開発", { ...shares, rowCount: 1_000_000 })!.rareLexemeQuery).toBeUndefined();
    expect(planFreeWord("Elixir", shares)!.rareLexemeQuery).toContain("'xi'");
  });
});
