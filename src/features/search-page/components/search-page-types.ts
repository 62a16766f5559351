import type { ZeroResultHints } from "@/features/projects/search/project-search-answer.schemas";
import type { SearchCondition } from "@/platform/search/search-definition";

/** What the shared search page reads of a search's answer (projects' and pros' answers both have it). */
export type SearchResultPage<G extends string> = {
  conditions: SearchCondition<G>[];
  pageUrlList: { name: string; url: string }[];
  totalCount: number;
  isTotalCapped: boolean;
  page: number;
  totalPages: number;
  sort: number;
  href: string;
  links: { first: string };
  /** Only when nothing matched: what to try instead (the empty state shows it); travels with the first result too. */
  zeroResultHints: ZeroResultHints | null;
};

/** The words that differ between the searches: what is searched for (「案件」「プロ」) and the page's lead. */
export type SearchWording = {
  /** 「案件」 or 「プロ」: in the count (12件の案件), the free-word label and the empty state. */
  noun: string;
  /** The line under the heading. */
  lead: string;
  freeWordPlaceholder: string;
  /** The empty state past the last page (「このページには案件がありません」). */
  nothingOnPage: string;
};

/** One section of the filter panel, in panel order; `isOpen` sections start expanded. */
export type FilterSectionSpec<G extends string> = { group: G; kind: "checkboxes" | "oneOf" | "area"; isOpen?: boolean };

/** A flag group with its own switch in the results toolbar (募集終了を除く) rather than a chip. */
export type ToolbarFlag<G extends string> = { group: G; label: string };

/** 「1,234件」, 「1,000件以上」 when the count stopped at the cap. */
export function formatResultCount(totalCount: number, isTotalCapped: boolean): string {
  return `${totalCount.toLocaleString("ja-JP")}件${isTotalCapped ? "以上" : ""}`;
}
