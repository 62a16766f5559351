import type { SearchCondition, SearchDefinition } from "./search-definition";
import { conditionsOf, type SearchMetadata } from "./search-metadata";
import type { ParsedSearchQuery } from "./search-query";

export type SearchQueryIssue = { path: string; message: string };

/** Free words longer than this are refused: no one types more, and it bounds the query's size. */
export const MAX_FREE_WORD_LENGTH = 100;

/**
 * Checks a parsed query against the search metadata: every value of
 * a known parameter must name an existing condition, else the issue names the parameter (the API
 * answers 422). Valid conditions get their display name as `value`. An entry standing for several
 * conditions (a region) expands to them.
 */
export function resolveSearchConditions<G extends string>(
  definition: SearchDefinition<G>,
  parsed: ParsedSearchQuery<G>,
  metadata: SearchMetadata<G>,
): { conditions: SearchCondition<G>[]; issues: SearchQueryIssue[] } {
  const issues: SearchQueryIssue[] = parsed.unknownParameters.map((path) => ({ path, message: "この検索条件は使えません。" }));
  const conditions: SearchCondition<G>[] = [];
  for (const condition of parsed.conditions) {
    const group = definition.groups[condition.group];
    if (group.kind === "freeWord") {
      if ([...condition.key].length > MAX_FREE_WORD_LENGTH) {
        issues.push({ path: group.parameter, message: `フリーワードは${MAX_FREE_WORD_LENGTH}文字以内で入力してください。` });
      } else {
        conditions.push(condition);
      }
      continue;
    }
    if (group.kind === "flag") {
      conditions.push({ ...condition, value: group.label });
      continue;
    }
    const choices = conditionsOf(metadata, condition.group);
    const match = choices.find((c) => c.key === condition.key);
    if (!match) {
      issues.push({ path: group.parameter, message: `「${condition.key}」という検索条件はありません。` });
      continue;
    }
    for (const key of match.searchConditionKeys ?? [match.key]) {
      const resolved = choices.find((c) => c.key === key);
      if (resolved && !conditions.some((c) => c.group === condition.group && c.key === key)) {
        conditions.push({ group: condition.group, key, value: resolved.name });
      }
    }
  }
  if (!definition.sort.choices.some((s) => s.key === String(parsed.sort))) {
    issues.push({ path: parsed.sortParameter ?? definition.sort.parameter, message: "並び順の指定が正しくありません。" });
  }
  return { conditions, issues };
}
