import type { GroupOf, LandingPrefixOf, SearchCondition, SearchDefinition } from "@/platform/search/search-definition";

/**
 * The pro search (issue 13), declared once like the project search: its condition groups under our
 * own names, each group's JSON name and query parameter, the sorts and the landing pages (a
 * profession's page is broader than a skill's, so it wins when a search could live on both). Plain
 * data: the browser's search page reads it too.
 */
export const PRO_SEARCH = {
  path: "/top/pros",
  // Only parameters starting with search_pro[, page or sort are read, as for projects (S-SRCH-2); the
  // bracket keeps a project search's search_project[…] parameters out.
  parameterPrefixes: ["search_pro[", "page", "sort"],
  landingBasePath: "/top/pros",
  groups: {
    profession: { kind: "choice", wireName: "searchProfessionList", parameter: "search_pro[profession_ids][]", label: "職種" },
    // A pro matches when they have every skill chosen (a searcher lists what the work needs).
    skill: { kind: "choice", wireName: "searchSkillList", parameter: "search_pro[skill_ids][]", label: "スキル（すべて含む）", matchesEvery: true },
    rate: { kind: "choice", wireName: "searchRateList", parameter: "search_pro[rate_id]", label: "希望月額単価", isSingleValued: true },
    availableDays: { kind: "choice", wireName: "searchAvailableDaysList", parameter: "search_pro[available_days]", label: "稼働日数", isSingleValued: true },
    remoteType: { kind: "choice", wireName: "searchRemotableList", parameter: "search_pro[remote_types][]", label: "リモート" },
    area: { kind: "choice", wireName: "searchAreaList", parameter: "search_pro[area_ids][]", label: "居住地" },
    jobChange: { kind: "choice", wireName: "searchJobChangeList", parameter: "search_pro[job_change_intentions][]", label: "転職意向" },
    activeWithin: { kind: "choice", wireName: "searchActiveWithinList", parameter: "search_pro[active_within]", label: "最終ログイン", isSingleValued: true },
    freeWord: { kind: "freeWord", wireName: "keyword", parameter: "search_pro[free_word]", label: "フリーワード", isSingleValued: true },
  },
  sort: {
    wireName: "sort",
    parameter: "search_pro[sort]",
    aliases: ["sort"],
    label: "並び順",
    choices: [
      { id: 1, key: "1", name: "新着順" },
      { id: 2, key: "2", name: "最終ログインが新しい順" },
      { id: 3, key: "3", name: "単価が低い順" },
      { id: 4, key: "4", name: "単価が高い順" },
      // Issue 17: with a free word, headline and skill matches before the rest (decision 027).
      { id: 5, key: "5", name: "おすすめ順", needsFreeWord: true },
    ],
  },
  page: { parameter: "page" },
  landings: [
    { group: "profession", prefix: "professions", accepts: ["id"] },
    { group: "skill", prefix: "required_skills", accepts: ["id", "name"] },
  ],
  titles: { none: "プロを探す", list: "{names}のプロ一覧" },
} as const satisfies SearchDefinition;

export type ProSearchGroup = GroupOf<typeof PRO_SEARCH>;
export type ProSearchCondition = SearchCondition<ProSearchGroup>;
export type ProLandingPrefix = LandingPrefixOf<typeof PRO_SEARCH>;
