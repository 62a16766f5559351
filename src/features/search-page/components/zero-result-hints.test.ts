import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { EmptyResults } from "./empty-results";
import type { SearchResultPage } from "./search-page-types";

type Group = "area" | "freeWord";

const definition = {
  path: "/top/projects",
  parameterPrefixes: ["search_project"],
  groups: {
    area: { kind: "choice", wireName: "searchAreaList", parameter: "search_project[area_ids][]", label: "勤務地" },
    freeWord: { kind: "freeWord", wireName: "keyword", parameter: "search_project[free_word]", label: "フリーワード", isSingleValued: true },
  },
  sort: { wireName: "sort", parameter: "search_project[sort]", aliases: [], label: "並び順", choices: [{ id: 1, key: "1", name: "新着順" }] },
  page: { parameter: "page" },
  landings: [],
  titles: { none: "案件を探す", list: "{names}の案件一覧" },
} as const;

const empty: SearchResultPage<Group> = {
  conditions: [
    { group: "freeWord", key: "リアクトゥ", value: "リアクトゥ" },
    { group: "area", key: "13", value: "東京都" },
  ],
  pageUrlList: [],
  totalCount: 0,
  isTotalCapped: false,
  page: 1,
  totalPages: 0,
  sort: 1,
  href: "/top/projects?search_project[free_word]=リアクトゥ&search_project[area_ids][]=13",
  links: { first: "/top/projects" },
  zeroResultHints: null,
};

function render(result: SearchResultPage<Group>): string {
  const noop = () => {};
  return renderToStaticMarkup(
    createElement(EmptyResults<Group>, {
      definition,
      metadata: { groups: [{ group: "area", conditions: [{ id: 13, key: "13", name: "東京都" }] }] },
      wording: { noun: "案件", lead: "", freeWordPlaceholder: "", nothingOnPage: "このページには案件がありません" },
      result,
      removable: result.conditions,
      onRemove: noop,
      onClear: noop,
      onPageChange: noop,
      onOpenSearch: noop,
    }),
  );
}

describe("the empty state with the API's hints (issue 17)", () => {
  it("offers 「もしかして」 words and what each condition finds without it, as links to those searches", () => {
    const html = render({
      ...empty,
      zeroResultHints: {
        didYouMean: [{ word: "React", href: "/top/projects?search_project[free_word]=React&search_project[area_ids][]=13" }],
        withoutCondition: [
          { label: "東京都", count: 34, isCountCapped: false, href: "/top/projects?search_project[free_word]=リアクトゥ" },
          { label: "フリーワード「リアクトゥ」", count: 1000, isCountCapped: true, href: "/top/projects?search_project[area_ids][]=13" },
        ],
      },
    });
    expect(html).toContain("条件に合う案件が見つかりませんでした");
    expect(html).toMatch(/もしかして: <a href="\/top\/projects\?search_project\[free_word\]=React&amp;search_project\[area_ids\]\[\]=13"[^>]*>React<\/a>/);
    expect(html).toMatch(/<a href="\/top\/projects\?search_project\[free_word\]=リアクトゥ"[^>]*>東京都を外すと 34件<\/a>/);
    expect(html).toContain(">フリーワード「リアクトゥ」を外すと 1,000件以上</a>");
    // The counted links replace the plain 「… を外す」 buttons; clearing everything stays.
    expect(html).not.toContain("外せる条件");
    expect(html).toContain("条件をすべてクリア");
  });

  it("without hints (null) keeps the plain way out: each condition's button and 「条件をすべてクリア」", () => {
    const html = render(empty);
    expect(html).not.toContain("zero-result-hints");
    expect(html).toContain("東京都 を外す");
    expect(html).toContain("条件をすべてクリア");
  });

  it("past the last page offers page 1 instead", () => {
    const html = render({ ...empty, page: 3, totalCount: 25, totalPages: 2 });
    expect(html).toContain("このページには案件がありません");
    expect(html).toContain("1ページ目に戻る");
  });
});
