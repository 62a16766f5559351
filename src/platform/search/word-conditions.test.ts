import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";

import { literalTerm } from "@/lib/search-terms";

import type { FreeWordTarget } from "./free-word-target";
import { fromTarget, headMissRank, whereClause, wordConditions } from "./word-conditions";

const target: FreeWordTarget = { table: "pro_profiles", alias: "pp", textColumn: "headline_text", bigramColumn: "headline_bigrams", headLengthColumn: "head_length" };
const render = (query: SQL) => new PgDialect().sqlToQuery(query);

describe("free-word conditions", () => {
  it("are written on the target's alias and columns: the GIN query, then one condition per term", () => {
    expect(render(sql.join(wordConditions(target, [literalTerm("開発"), literalTerm("1日")], "'開発'"), sql` and `))).toEqual({
      sql: "pp.headline_bigrams @@ $1::tsquery and strpos(pp.headline_text, $2) > 0 and strpos(pp.headline_text, $3) > 0",
      params: ["'開発'", "開発", "1日"],
      typings: ["none", "none", "none"],
    });
    expect(wordConditions(target, [])).toEqual([]);
  });

  it("decision 027: check a Latin-edged spelling at word boundaries, after strpos found it, and OR a term's spellings", () => {
    const java = { text: "じゃば", spellings: ["じゃば", "java"] };
    expect(render(sql.join(wordConditions(target, [java]), sql` and `))).toEqual({
      sql: "(strpos(pp.headline_text, $1) > 0 or (case when strpos(pp.headline_text, $2) > 0 then pp.headline_text ~ $3 else false end))",
      params: ["じゃば", "java", "(?<![a-z])java(?![a-z])"],
      typings: ["none", "none", "none"],
    });
  });

  it("rank by the terms that miss the head (the text's first head_length characters)", () => {
    expect(render(headMissRank(target, [literalTerm("開発")])).sql).toBe("(case when strpos(left(pp.headline_text, pp.head_length), $1) > 0 then 0 else 1 end)");
  });

  it("follow the search's filters in the WHERE clause; the FROM names the table with its alias", () => {
    const where = whereClause({ target, filters: [sql`true`, sql`pp.status = 'open'`], word: undefined }, [literalTerm("開発")]);
    expect(render(where).sql).toBe("true and pp.status = 'open' and strpos(pp.headline_text, $1) > 0");
    expect(render(sql`select 1 from ${fromTarget(target)}`).sql).toBe("select 1 from pro_profiles pp");
  });
});
