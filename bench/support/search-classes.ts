/**
 * The query classes of the search issue, as query strings of GET /api/v2/top/projects: shared by
 * bench/search.ts (latency per class) and bench/search-throughput.ts (20 concurrent clients).
 */
export type SearchClass = {
  label: string;
  query: string;
  /** The normalised word whose share of rows labels the class (rare / common) in the table. */
  shareOf?: string;
};

const q = (params: Record<string, string | string[]>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) for (const v of [value].flat()) search.append(name, v);
  return search.toString();
};
const word = (w: string) => ({ "search_project[free_word]": w });

export const SEARCH_CLASSES: SearchClass[] = [
  { label: "no conditions (default page)", query: q({}) },
  { label: "rare word: Elixir", query: q(word("Elixir")), shareOf: "elixir" },
  { label: "common word: 開発", query: q(word("開発")), shareOf: "開発" },
  { label: "very common word: エンジニア", query: q(word("エンジニア")), shareOf: "えんじにあ" },
  { label: "katakana: デザイナー", query: q(word("デザイナー")), shareOf: "でざいなー" },
  { label: "hiragana: でざいなー", query: q(word("でざいなー")) },
  { label: "half-width: ﾃﾞｻﾞｲﾅｰ", query: q(word("ﾃﾞｻﾞｲﾅｰ")) },
  { label: "1 character: 開", query: q(word("開")), shareOf: "開" },
  { label: "rare word + filter: Elixir + 東京都", query: q({ ...word("Elixir"), "search_project[area_ids][]": "13" }) },
  { label: "two words: React 開発", query: q(word("React 開発")), shareOf: "react" },
  {
    label: "word + 2 filters: 開発 + エンジニア + フルリモート",
    query: q({ ...word("開発"), "search_project[profession_ids][]": "1", "search_project[remote_types][]": "full_remote" }),
  },
  {
    label: "filters only: エンジニア + フルリモート + 高単価",
    query: q({ "search_project[profession_ids][]": "1", "search_project[remote_types][]": "full_remote", "search_project[tag_ids][]": "1" }),
  },
  { label: "sort 2 (budget)", query: q({ "search_project[sort]": "2" }) },
  { label: "sort 3 (likes)", query: q({ "search_project[sort]": "3" }) },
  { label: "deep page 50", query: q({ page: "50" }) },
  { label: "deep page 50 + common word", query: q({ ...word("開発"), page: "50" }) },
  // Issue 17 (decision 027): words as people type them.
  { label: "short Latin word: Go", query: q(word("Go")), shareOf: "go" },
  { label: "reading: ジャバ (→ Java)", query: q(word("ジャバ")) },
  { label: "short form: k8s (→ Kubernetes)", query: q(word("k8s")) },
  { label: "labels: フルリモート 東京", query: q(word("フルリモート 東京")) },
  { label: "tag label: 副業", query: q(word("副業")) },
  { label: "おすすめ順: React 開発", query: q({ ...word("React 開発"), "search_project[sort]": "4" }) },
  { label: "おすすめ順: Elixir", query: q({ ...word("Elixir"), "search_project[sort]": "4" }) },
  { label: "zero results + hints: reakt", query: q(word("reakt")) },
  { label: "zero results + hints: Elixir + 急募 + 沖縄県", query: q({ ...word("Elixir"), "search_project[tag_ids][]": "10", "search_project[area_ids][]": "47" }) },
];
