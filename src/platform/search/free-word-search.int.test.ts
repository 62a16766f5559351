import { literalTerm, textMatchesTerm } from "@/lib/search-terms";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { selectRows, type Database } from "@/db/client";
import { lexemesOfTerm, normalizeSearchText, splitSearchTerms, toSearchBigramsLiteral } from "@/lib/search-text";
import { getTestDatabase } from "@tests/support/test-database";

import { COUNT_CAP, countMatches } from "./capped-count";
import { planFreeWord, type FreeWordPlan } from "./free-word-plan";
import type { FreeWordTarget } from "./free-word-target";
import { getLexemeShares, lexemeSharesFrom, readLexemeShares } from "./lexeme-shares";
import { findMatchingPage } from "./matching-page";
import type { MatchConditions } from "./word-conditions";

/**
 * The search core knows no table of the product: given another table and its columns — here a
 * stand-in for pro profiles, with other column names and another alias — the statistics, the
 * plans, the capped count and the page find exactly the rows whose text holds every term.
 */
const TABLE = "kit_search_probe_profiles";
const target: FreeWordTarget = { table: TABLE, alias: "pp", textColumn: "headline_text", bigramColumn: "headline_bigrams", headLengthColumn: "head_length" };

const HEADLINES = [
  "Go言語 Elixirエンジニア 10年",
  "Google Analytics担当",
  "Django開発",
  "UIデザイナー（Figma）",
  "ﾃﾞｻﾞｲﾅｰ兼エンジニア",
  "React 開発リード",
  "100%リモート希望の開発者",
  "開発PM",
];
// Enough rows that ANALYZE lists common lexemes, and more than COUNT_CAP for a capped count.
const ROWS = [...HEADLINES, ...Array.from({ length: COUNT_CAP + 20 }, (_, i) => `汎用の開発者プロフィール ${i % 7 === 0 ? "デザイナー" : "エンジニア"}`)];

let db: Database;

beforeAll(async () => {
  db = (await getTestDatabase()).db;
  await db.execute(sql.raw(`drop table if exists ${TABLE}`));
  await db.execute(sql.raw(`create table ${TABLE} (id int primary key, headline text not null, headline_text text not null, headline_bigrams tsvector not null)`));
  await db.execute(sql.raw(`create index ${TABLE}_headline_bigrams_idx on ${TABLE} using gin (headline_bigrams)`));
  await db.execute(sql.raw(`create index ${TABLE}_id_idx on ${TABLE} (id desc)`));
  for (let start = 0; start < ROWS.length; start += 200) {
    const values = ROWS.slice(start, start + 200).map((headline, i) => {
      const text = normalizeSearchText(headline);
      return sql`(${start + i + 1}, ${headline}, ${text}, ${toSearchBigramsLiteral(text)}::tsvector)`;
    });
    await db.execute(sql`insert into ${sql.raw(TABLE)} (id, headline, headline_text, headline_bigrams) values ${sql.join(values, sql`, `)}`);
  }
  await db.execute(sql.raw(`analyze ${TABLE}`));
});

afterAll(async () => {
  await db.execute(sql.raw(`drop table if exists ${TABLE}`));
});

/** The ids whose normalised headline matches every term (decision 027's rule), newest id first (the reference). */
function expectedIds(word: string): number[] {
  const terms = splitSearchTerms(word);
  return ROWS.map((headline, i) => ({ id: i + 1, text: normalizeSearchText(headline) }))
    .filter((row) => terms.every((term) => textMatchesTerm(row.text, literalTerm(term))))
    .map((row) => row.id)
    .reverse();
}

const search = (word: FreeWordPlan | undefined): MatchConditions => ({ target, filters: [sql`true`], word });
const pageOf = (plan: FreeWordPlan | undefined, walkSortIndex: boolean) =>
  findMatchingPage<{ id: number }>(db, search(plan), {
    walkSortIndex,
    select: (where) => sql`select pp.id from ${sql.raw(TABLE)} pp where ${where} order by pp.id desc limit 5`,
  });

describe("the free-word search core on another table", () => {
  it("reads the target's statistics: its row count and how common its lexemes are", async () => {
    const shares = await readLexemeShares(db, target);
    expect(shares.rowCount).toBe(ROWS.length);
    expect(shares.shareOf({ text: "開発", isPrefix: false })).toBeGreaterThan(0.9);
    expect(shares.shareOf({ text: "xi", isPrefix: false })).toBeLessThan(0.05);
  });

  it("keeps the shares per target: another table's statistics are another entry", async () => {
    const other: FreeWordTarget = {
      ...target,
      table: "projects",
      alias: "p",
      textColumn: "search_text",
      bigramColumn: "search_bigrams",
      headLengthColumn: "search_head_length",
    };
    const mine = await getLexemeShares(db, target, 0);
    expect(await getLexemeShares(db, target, 1)).toBe(mine);
    expect((await getLexemeShares(db, other, 1)).rowCount).not.toBe(mine.rowCount);
  });

  it("every plan counts and pages exactly the rows holding every term, capped at COUNT_CAP + 1", async () => {
    const real = await readLexemeShares(db, target);
    for (const word of ["Elixir", "デザイナー", "ﾃﾞｻﾞｲﾅｰ", "開発", "100%", "React 開発", "存在しない語", "エンジニア", "go", "Go 開発"]) {
      const lexemes = splitSearchTerms(word)
        .flatMap(lexemesOfTerm)
        .map((l) => l.text);
      const plans: [string, FreeWordPlan][] = [
        ["the table's statistics", planFreeWord(word, real)!],
        ["no statistics", planFreeWord(word, lexemeSharesFrom([], [], 0))!],
        [
          "every lexeme common",
          planFreeWord(
            word,
            lexemeSharesFrom(
              lexemes,
              lexemes.map(() => 1),
              1_000_000,
            ),
          )!,
        ],
      ];
      const want = expectedIds(word);
      for (const [label, plan] of plans) {
        expect(await countMatches(db, search(plan)), `${word} / ${label}`).toBe(Math.min(want.length, COUNT_CAP + 1));
        for (const walkSortIndex of [false, true]) {
          expect(
            (await pageOf(plan, walkSortIndex)).map((r) => r.id),
            `${word} / ${label} / walk ${walkSortIndex}`,
          ).toEqual(want.slice(0, 5));
        }
      }
    }
  });

  it("without a word, counts and pages every row", async () => {
    expect(await countMatches(db, search(undefined))).toBe(COUNT_CAP + 1);
    expect((await pageOf(undefined, false)).map((r) => r.id)).toEqual([ROWS.length, ROWS.length - 1, ROWS.length - 2, ROWS.length - 3, ROWS.length - 4]);
    // The planner settings stay inside their transaction.
    const [setting] = await selectRows<{ value: string }>(db, sql`select current_setting('enable_seqscan') as value`);
    expect(setting?.value).toBe("on");
  });
});
