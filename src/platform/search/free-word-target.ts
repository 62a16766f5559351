/**
 * What a free word searches: a table with the two columns every write path fills through
 * src/lib/search-text.ts — the normalised text, and its bigrams as a tsvector under a GIN index —
 * and the alias the search's statements give the table. Each search declares one, e.g.
 * `{ table: "items", alias: "i", textColumn: "search_text", bigramColumn: "search_bigrams", headLengthColumn: "search_head_length" }`.
 * The names go into SQL as written: they come from code, never from a request.
 */
export type FreeWordTarget = {
  readonly table: string;
  readonly alias: string;
  /** Normalised text (normalizeSearchText): a row matches when it contains every term. */
  readonly textColumn: string;
  /** Bigram lexemes of the text (toSearchBigramsLiteral), with a GIN index: narrows the rows to check. */
  readonly bigramColumn: string;
  /** Code points at the start of the text that are the row's head, for おすすめ順 (src/lib/search-document.ts). */
  readonly headLengthColumn: string;
  /**
   * The search text version each row was written with (SEARCH_TEXT_VERSION), under a btree index;
   * without one, every row is taken to hold whole-word lexemes.
   */
  readonly versionColumn?: string;
};
