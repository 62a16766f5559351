import { conditionsOf, type SearchMetadata } from "./search-metadata";
import type { SearchCondition } from "./search-query";

/** What a chosen condition reads as: its name from the metadata (a URL only carries its key). */
export function conditionLabel(metadata: SearchMetadata, condition: SearchCondition): string {
  if (condition.group === "keyword") return `「${condition.key}」`;
  if (condition.group === "exclude_closed_projects") return "募集終了を除く";
  return conditionsOf(metadata, condition.group).find((c) => c.key === condition.key)?.name ?? condition.value;
}

/** A landing page's own heading, e.g. 「Javaの案件一覧」, or a special page's title. */
function landingHeading(metadata: SearchMetadata, condition: SearchCondition): string {
  const name = conditionLabel(metadata, condition);
  if (condition.group === "special_projects_pages") return name;
  if (condition.group === "searchFeatureList") return `「${name}」の案件一覧`;
  return `${name}の案件一覧`;
}

/**
 * The heading and title of a search: a landing page's own heading when its condition is the only
 * one, else up to three condition names (「Java・東京都の案件一覧」), else 案件を探す. Page 2 and on
 * say so, so that titles stay distinct for search engines.
 */
export function searchTitle(metadata: SearchMetadata, conditions: readonly SearchCondition[], page = 1): string {
  const named = conditions.filter((c) => c.group !== "exclude_closed_projects");
  let title: string;
  if (named.length === 0) title = "案件を探す";
  else if (named.length === 1 && named[0]!.group !== "keyword" && named[0]!.group !== "searchAreaList" && hasLanding(metadata, named[0]!))
    title = landingHeading(metadata, named[0]!);
  else {
    const names = named.slice(0, 3).map((c) => conditionLabel(metadata, c));
    title = `${names.join("・")}${named.length > 3 ? "など" : ""}の案件一覧`;
  }
  return page > 1 ? `${title}（${page}ページ目）` : title;
}

function hasLanding(metadata: SearchMetadata, condition: SearchCondition): boolean {
  return Boolean(conditionsOf(metadata, condition.group).find((c) => c.key === condition.key)?.baseUrl);
}
