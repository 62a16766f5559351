import { getTableColumns, sql, type SQL } from "drizzle-orm";

import { projects } from "../../src/db/schema";

/**
 * An INSERT of `count` copies of one generated project for a corporation, numbered `n` = 1…count:
 * titled 「… n」 and published n hours ago. `perCopy` gives other columns an SQL expression of `n`
 * (a status that varies, a like count). Bulk rows without generating each one.
 */
export function copyProjects(templateId: number, corporationId: number, count: number, perCopy: Record<string, string> = {}): SQL {
  const columns = Object.values(getTableColumns(projects))
    .map((column) => column.name)
    .filter((name) => name !== "id");
  const base: Record<string, string> = {
    corporation_id: `${corporationId}`,
    title: "title || ' ' || n",
    published_at: "now() - (n || ' hours')::interval",
    ...perCopy,
  };
  const values = columns.map((name) => base[name] ?? name);
  return sql`insert into projects (${sql.raw(columns.join(", "))}) select ${sql.raw(values.join(", "))} from projects, generate_series(1, ${count}) as n where projects.id = ${templateId}`;
}
