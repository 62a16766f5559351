import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { selectRows } from "@/db/client";
import { insertCorporation, insertProject } from "@/db/seed/factories";
import { textMatchesTerm } from "@/lib/search-terms";
import { lexemesOfTerm, splitSearchTerms } from "@/lib/search-text";
import { useApiTestContext } from "@tests/support/api-test-context";

import { planFreeWord, type FreeWordPlan } from "@/platform/search/free-word-plan";
import { lexemeSharesFrom, readLexemeShares } from "@/platform/search/lexeme-shares";
import { buildSearchDictionary } from "@/platform/search/search-dictionary";

import { countProjects, findProjectPage, NO_FILTERS, PROJECT_FREE_WORD_TARGET, type ProjectFilters, type SortOrder } from "./search-projects.queries";

/**
 * However a free word is planned — every lexeme on the GIN index, only the rare ones, none (a scan),
 * walking a sort index or not — a search finds exactly the projects whose normalised text matches
 * every term (decision 027: a term's dictionary spellings, Latin words at word boundaries), in the
 * same order: the plans differ in speed only (docs/decisions/007-search-plan.md).
 */
const context = useApiTestContext();
const DAY = 86_400_000;
const base = new Date("2026-11-01T09:00:00+09:00").getTime();

const FILTERED: ProjectFilters = { ...NO_FILTERS, excludeClosed: true, budget: { minMan: 40, maxMan: null } };

const WORDS = [
  "Elixir",
  "デザイナー",
  "ﾃﾞｻﾞｲﾅｰ",
  "開発",
  "開",
  "React 開発",
  "エンジニア 東京",
  "100%",
  "a_b",
  "c\\d",
  "ー",
  "x",
  "存在しない語",
  "リアクト",
  "go",
  "java",
  "ts",
];

// A small dictionary: リアクト is React, TS TypeScript, and every plan expands the terms alike.
const DICTIONARY = buildSearchDictionary([
  { name: "React", words: ["リアクト"] },
  { name: "TypeScript", words: ["TS"] },
  { name: "Go", words: ["Golang"] },
]);

// The orders of search-projects.queries.ts, spelled again here as the reference; おすすめ順 sorts the
// newest order again by the terms that miss the head (all rows fit in its window here).
const ORDER: Record<Exclude<SortOrder, "relevance">, string> = {
  newest: "status desc, published_at desc, id desc",
  budget: "status desc, coalesce(max_budget_man, min_budget_man) desc nulls last, published_at desc, id desc",
  popular: "status desc, like_count desc, published_at desc, id desc",
};

/** The reference result: every row read, matched in JavaScript by the rule of src/lib/search-terms.ts. */
async function expected(word: string, filters: ProjectFilters, sort: SortOrder, offset: number) {
  const terms = splitSearchTerms(word).map(DICTIONARY.termOf);
  const filtered = filters.excludeClosed ? sql`status = 'open' and coalesce(max_budget_man, min_budget_man) >= 40` : sql`true`;
  const rows = await selectRows<{ id: number; title: string; status: string; text: string; head: number }>(
    context.handle.db,
    sql`select id, title, status, search_text as text, search_head_length as head from projects where ${filtered}
    order by ${sql.raw(ORDER[sort === "relevance" ? "newest" : sort])}`,
  );
  const matching = rows.filter((row) => terms.every((term) => textMatchesTerm(row.text, term)));
  const missRank = (row: (typeof rows)[number]) => terms.filter((term) => !textMatchesTerm(Array.from(row.text).slice(0, row.head).join(""), term)).length;
  const open = (row: (typeof rows)[number]) => (row.status === "open" ? 0 : 1);
  if (sort === "relevance") matching.sort((a, b) => open(a) - open(b) || missRank(a) - missRank(b));
  const ids = matching.map((r) => r.id);
  return { count: ids.length, ids: ids.slice(offset, offset + 5), titles: matching.map((r) => r.title) };
}

/** Every way the search can plan this word. */
function plansOf(word: string): [string, FreeWordPlan][] {
  const lexemes = splitSearchTerms(word)
    .flatMap(lexemesOfTerm)
    .map((l) => l.text);
  return [
    ["no statistics: every lexeme on the index", planFreeWord(word, lexemeSharesFrom([], [], 0), DICTIONARY.termOf)!],
    [
      "every lexeme common: a scan",
      planFreeWord(
        word,
        lexemeSharesFrom(
          lexemes,
          lexemes.map(() => 1),
          1_000_000,
        ),
        DICTIONARY.termOf,
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
        DICTIONARY.termOf,
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
      ["Go言語のAPI開発", "Google Analytics と Django、JavaScript。リアクト"],
      ["Javaエンジニア", "TS と ts-node、tsv"],
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
    // Decision 027: go is not google or django, java not javascript; リアクト is React.
    const titles = async (word: string) => (await expected(word, NO_FILTERS, "newest", 0)).titles;
    expect(await titles("go")).toContain("Go言語のAPI開発");
    expect(await titles("go")).not.toContain("Javaエンジニア");
    expect(await titles("java")).toContain("Javaエンジニア");
    expect(await titles("java")).not.toContain("Go言語のAPI開発");
    expect(await titles("リアクト")).toEqual(expect.arrayContaining(["Go言語のAPI開発", "React 開発", "Elixirエンジニア募集"]));
    expect(await count("ﾃﾞｻﾞｲﾅｰ")).toBe(await count("デザイナー"));
    expect(await count("Elixir")).toBeGreaterThan(0);
    for (const word of WORDS) {
      for (const filters of [NO_FILTERS, FILTERED]) {
        for (const sort of ["newest", "budget", "popular", "relevance"] as const) {
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
    // Elixir's 'xi' is in a few of the 49 rows (one fixed, a couple generated): far rarer than 開発.
    expect(shares.shareOf({ text: "xi", isPrefix: false })).toBeLessThan(0.1);
    expect(shares.shareOf({ text: "xi", isPrefix: false })).toBeLessThan(shares.shareOf({ text: "開発", isPrefix: false }) / 5);
    expect(shares.rowCount).toBe(49);
    expect(planFreeWord("開発", { ...shares, rowCount: 1_000_000 })!.rareLexemeQuery).toBeUndefined();
    // Every row holds whole Latin words (search text version 3): Elixir is read as one word lexeme.
    expect(shares.hasWordLexemes).toBe(true);
    expect(planFreeWord("Elixir", shares)!.rareLexemeQuery).toBe("':elixir'");
  });
});
