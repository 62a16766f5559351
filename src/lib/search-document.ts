import { normalizeSearchText } from "./search-text";

/**
 * What a row's free word is searched in (decision 027): the normalised text and how many of its
 * first characters are the row's head (a project's title and required skills, a pro's headline and
 * skills). The head comes first, so おすすめ順 can rank a match inside it above a match further on
 * by looking at `left(search_text, search_head_length)` alone.
 */
export type SearchDocument = { text: string; headLength: number };

/**
 * The version of what search texts hold. A row written with an older version is rewritten by the
 * reindex jobs; raise it whenever the parts below change (2: condition labels and the head;
 * 3: whole Latin words as lexemes of the bigram column, src/lib/search-text.ts).
 */
export const SEARCH_TEXT_VERSION = 3;

/** The first version whose bigram column holds whole Latin words: older rows are read by bigrams only. */
export const WORD_LEXEMES_SINCE_VERSION = 3;

/** Names the ids a search text spells out; the catalog and the seed's reference lists each provide one. */
export type ConditionNameLookup = {
  skill(id: number): string | undefined;
  profession(id: number): string | undefined;
  tag(id: number): string | undefined;
  remoteType(id: number): string | undefined;
  contractType(id: number): string | undefined;
  availableTime(id: number): string | undefined;
  /** The prefecture's name and its region's (東京都, 関東). */
  prefecture(id: number): readonly string[];
};

export function namesOf(ids: readonly number[], name: (id: number) => string | undefined): string[] {
  return ids.flatMap((id) => name(id) ?? []);
}

/** The document of a head and the rest, each part normalised; code points, as PostgreSQL counts them. */
export function searchDocument(head: readonly string[], rest: readonly string[]): SearchDocument {
  const headText = normalizeSearchText(head.join(" "));
  const restText = normalizeSearchText(rest.join(" "));
  const text = [headText, restText].filter((part) => part !== "").join(" ");
  return { text, headLength: Array.from(headText).length };
}

type Named = { readonly id: number; readonly name: string };

/** The reference lists a lookup reads: the catalog's rows, or the seed's reference lists. */
export type NamedReferenceLists = {
  readonly skills: readonly Named[];
  readonly professions: readonly Named[];
  readonly featureTags: readonly Named[];
  readonly remoteTypes: readonly Named[];
  readonly contractTypes: readonly Named[];
  readonly availableTimes: readonly { readonly id: number; readonly label: string }[];
  readonly prefectures: readonly (Named & { readonly regionId: number })[];
  readonly regions: readonly Named[];
};

/** A lookup over plain reference lists (built once per catalog or seed run). */
export function conditionNameLookup(lists: NamedReferenceLists): ConditionNameLookup {
  const byId = <Row extends { id: number }>(rows: readonly Row[], name: (row: Row) => string) => {
    const names = new Map(rows.map((row) => [row.id, name(row)]));
    return (id: number) => names.get(id);
  };
  const region = byId(lists.regions, (r) => r.name);
  const prefectures = new Map(lists.prefectures.map((p) => [p.id, [p.name, region(p.regionId)].filter((name) => name !== undefined)]));
  return {
    skill: byId(lists.skills, (r) => r.name),
    profession: byId(lists.professions, (r) => r.name),
    tag: byId(lists.featureTags, (r) => r.name),
    remoteType: byId(lists.remoteTypes, (r) => r.name),
    contractType: byId(lists.contractTypes, (r) => r.name),
    availableTime: byId(lists.availableTimes, (r) => r.label),
    prefecture: (id) => prefectures.get(id) ?? [],
  };
}
