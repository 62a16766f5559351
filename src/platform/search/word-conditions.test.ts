import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";

import type { FreeWordTarget } from "./free-word-target";
import { fromTarget, whereClause, wordConditions } from "./word-conditions";

const target: FreeWordTarget = { table: "pro_profiles", alias: "pp", textColumn: "headline_text", bigramColumn: "headline_bigrams" };
const render = (query: SQL) => new PgDialect().sqlToQuery(query);

describe("free-word conditions", () => {
  it("are written on the target's alias and columns: the GIN query, then strpos for each term", () => {
    expect(render(sql.join(wordConditions(target, ["react", "開発"], "'re'"), sql` and `))).toEqual({
      sql: "pp.headline_bigrams @@ $1::tsquery and strpos(pp.headline_text, $2) > 0 and strpos(pp.headline_text, $3) > 0",
      params: ["'re'", "react", "開発"],
      typings: ["none", "none", "none"],
    });
    expect(wordConditions(target, [])).toEqual([]);
  });

  it("follow the search's filters in the WHERE clause; the FROM names the table with its alias", () => {
    const where = whereClause({ target, filters: [sql`true`, sql`pp.status = 'open'`], word: undefined }, ["go"]);
    expect(render(where).sql).toBe("true and pp.status = 'open' and strpos(pp.headline_text, $1) > 0");
    expect(render(sql`select 1 from ${fromTarget(target)}`).sql).toBe("select 1 from pro_profiles pp");
  });
});
