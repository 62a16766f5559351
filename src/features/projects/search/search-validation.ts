import { conditionsOf, type SearchMetadata } from "./search-metadata";
import { GROUP_PARAMETERS, SORT_PARAMETER, type ParsedSearchQuery, type SearchCondition } from "./search-query";

export type SearchQueryIssue = { path: string; message: string };

/** Free words longer than this are refused: no one types more, and it bounds the query's size. */
export const MAX_FREE_WORD_LENGTH = 100;

/**
 * Checks a parsed query against the search metadata (spec S-SRCH-6): every value of a known
 * parameter must name an existing condition, else the issue names the parameter (the API answers
 * 422). Valid conditions get their display name as `value`. Region keys expand to their prefectures.
 */
export function resolveSearchConditions(
  parsed: ParsedSearchQuery,
  metadata: SearchMetadata,
): { conditions: SearchCondition[]; issues: SearchQueryIssue[] } {
  const issues: SearchQueryIssue[] = parsed.unknownParameters.map((path) => ({ path, message: "この検索条件は使えません。" }));
  const conditions: SearchCondition[] = [];
  for (const condition of parsed.conditions) {
    if (condition.group === "keyword") {
      if ([...condition.key].length > MAX_FREE_WORD_LENGTH) {
        issues.push({ path: GROUP_PARAMETERS.keyword, message: `フリーワードは${MAX_FREE_WORD_LENGTH}文字以内で入力してください。` });
      } else {
        conditions.push(condition);
      }
      continue;
    }
    if (condition.group === "exclude_closed_projects") {
      conditions.push({ ...condition, value: "募集終了を除く" });
      continue;
    }
    if (condition.group === "page" || condition.group === "sort") continue;
    const choices = conditionsOf(metadata, condition.group);
    const match = choices.find((c) => c.key === condition.key);
    if (!match) {
      issues.push({ path: GROUP_PARAMETERS[condition.group], message: `「${condition.key}」という検索条件はありません。` });
      continue;
    }
    for (const key of match.searchConditionKeys ?? [match.key]) {
      const resolved = choices.find((c) => c.key === key);
      if (resolved && !conditions.some((c) => c.group === condition.group && c.key === key)) {
        conditions.push({ group: condition.group, key, value: resolved.name });
      }
    }
  }
  const sorts = conditionsOf(metadata, "sort");
  if (!sorts.some((s) => s.key === String(parsed.sort))) {
    issues.push({ path: parsed.sortParameter ?? SORT_PARAMETER, message: "並び順の指定が正しくありません。" });
  }
  return { conditions, issues };
}
