"use client";

import { callApi } from "@/platform/api-contract/call-api";

import { fromProSearchAnswer } from "@/features/pros/search/pro-search-answer";
import { PRO_SEARCH, type ProSearchGroup } from "@/features/pros/search/pro-search.definition";
import { PRO_SEARCH_ENDPOINTS } from "@/features/pros/search/pro-search.endpoints";
import type { ProSearchResult } from "@/features/pros/search/search-pros.service";
import { SearchPage, type SearchPageParts, type SearchPageServerProps } from "@/features/search-page/components/search-page";
import { ProResultCard, ProResultSkeleton } from "./pro-result-card";

type ProCard = ProSearchResult["proList"][number];

/** The pro search's own parts of the shared search page: its words, filter panel and cards. */
const PRO_SEARCH_PARTS: SearchPageParts<ProSearchGroup, ProSearchResult, ProCard> = {
  definition: PRO_SEARCH,
  wording: {
    noun: "プロ",
    lead: "実名で登録しているフリーランスのプロを、スキルや職種、稼働条件から探せます。",
    freeWordPlaceholder: "キーワード（例: React 決済）",
    nothingOnPage: "このページにはプロがいません",
  },
  // The order an orderer narrows a search: what, with which skills, for how much, how.
  filterSections: [
    { group: "profession", kind: "checkboxes", isOpen: true },
    { group: "skill", kind: "checkboxes", isOpen: true },
    { group: "rate", kind: "oneOf", isOpen: true },
    { group: "availableDays", kind: "oneOf" },
    { group: "remoteType", kind: "checkboxes", isOpen: true },
    { group: "jobChange", kind: "checkboxes" },
    { group: "area", kind: "area" },
    { group: "activeWithin", kind: "oneOf" },
  ],
  cards: {
    itemsOf: (result) => result.proList,
    keyOf: (card) => card.id,
    renderCard: (card) => <ProResultCard card={card} />,
    renderSkeleton: () => <ProResultSkeleton />,
  },
  fetchResult: async (query) => {
    const answer = await callApi(PRO_SEARCH_ENDPOINTS.search, { query });
    return answer.ok ? fromProSearchAnswer(answer.data) : null;
  },
};

/** /top/pros and its landing pages in the browser: the shared search page with the pro search's parts. */
export function ProSearch(props: SearchPageServerProps<ProSearchGroup, ProSearchResult>) {
  return <SearchPage parts={PRO_SEARCH_PARTS} {...props} />;
}
