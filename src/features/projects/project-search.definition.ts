import type { GroupOf, LandingPrefixOf, SearchCondition, SearchDefinition } from "@/platform/search/search-definition";

/**
 * The project search, declared once (spec S-SRCH-*): its condition groups under our own names, and
 * how each is spelled at the edges — its name in the API's JSON (S-SRCH-7) and its query parameter
 * (S-SRCH-6) — the sorts, and the landing pages (S-SRCH-8) in the order that decides where a search
 * lands (S-SRCH-9: the broader page wins). Plain data: the browser's search page reads it too.
 */
export const PROJECT_SEARCH = {
  path: "/top/projects",
  // Spec S-SRCH-2: only parameters starting with search_project, page or sort are read.
  parameterPrefixes: ["search_project", "page", "sort"],
  groups: {
    profession: { kind: "choice", wireName: "searchProfessionList", parameter: "search_project[profession_ids][]", label: "職種" },
    skill: { kind: "choice", wireName: "searchProgramLanguageList", parameter: "search_project[searchable_language_skill_ids][]", label: "スキル・言語" },
    // Spec S-SRCH-4: one budget at most.
    budget: { kind: "choice", wireName: "searchBudgetList", parameter: "search_project[budget_id]", label: "単価", isSingleValued: true },
    remoteType: { kind: "choice", wireName: "searchRemotableList", parameter: "search_project[remote_types][]", label: "リモート" },
    tag: { kind: "choice", wireName: "searchFeatureList", parameter: "search_project[tag_ids][]", label: "特徴" },
    availableTime: { kind: "choice", wireName: "searchAvailableTimeList", parameter: "search_project[available_time_ids][]", label: "稼働日数" },
    area: { kind: "choice", wireName: "searchAreaList", parameter: "search_project[area_ids][]", label: "勤務地" },
    contractType: { kind: "choice", wireName: "searchContractualList", parameter: "search_project[contract_types][]", label: "契約形態" },
    specialPage: { kind: "choice", wireName: "special_projects_pages", parameter: "search_project[special_projects_page]", label: "特集", isSingleValued: true },
    excludeClosed: {
      kind: "flag",
      wireName: "exclude_closed_projects",
      parameter: "search_project[exclude_closed_projects]",
      label: "募集終了を除く",
      isSingleValued: true,
    },
    freeWord: { kind: "freeWord", wireName: "keyword", parameter: "search_project[free_word]", label: "フリーワード", isSingleValued: true },
  },
  sort: {
    wireName: "sort",
    parameter: "search_project[sort]",
    aliases: ["sort"],
    label: "並び順",
    // Stated in docs/api.md: newest first is the default.
    choices: [
      { id: 1, key: "1", name: "新着順" },
      { id: 2, key: "2", name: "単価が高い順" },
      { id: 3, key: "3", name: "人気順" },
      // Issue 17: with a free word, title and skill matches before description matches (decision 027).
      { id: 4, key: "4", name: "おすすめ順", needsFreeWord: true },
    ],
  },
  page: { parameter: "page" },
  landings: [
    { group: "profession", prefix: "professions", accepts: ["id"] },
    { group: "skill", prefix: "required_skills", accepts: ["id", "name"] },
    { group: "remoteType", prefix: "remote_types", accepts: ["id", "key"] },
    { group: "tag", prefix: "tags", accepts: ["id"], heading: "「{name}」の案件一覧" },
    { group: "specialPage", prefix: "special_projects_pages", accepts: ["key"], heading: "{name}" },
  ],
  titles: { none: "案件を探す", list: "{names}の案件一覧" },
} as const satisfies SearchDefinition;

export type ProjectSearchGroup = GroupOf<typeof PROJECT_SEARCH>;
export type ProjectSearchCondition = SearchCondition<ProjectSearchGroup>;
export type ProjectLandingPrefix = LandingPrefixOf<typeof PROJECT_SEARCH>;
