import type { Database } from "@/db/client";
import { perAppState, ReadCache } from "@/platform/per-app-state";
import { buildSearchDictionary, type SearchDictionary } from "@/platform/search/search-dictionary";

import { buildCatalog, type Catalog } from "./catalog";

export { conditionNamesOf } from "./catalog";
import { findCatalogRows } from "./catalog.queries";

export type { Catalog, ReferenceList } from "./catalog";

// Reference data changes only with a release: one read per database handle, shared by the pages
// and the API; a failed read is tried again by the next caller.
const catalogReadsOf = perAppState("catalog", () => new ReadCache<Catalog>());

/** The reference lists with their id lookups (catalog.ts), read once per app. */
export function getCatalog(db: Database): Promise<Catalog> {
  return catalogReadsOf(db).read("catalog", async () => buildCatalog(await findCatalogRows(db)));
}

/**
 * The search dictionary (decision 027) of the catalog: every skill, profession, tag, remote type,
 * contract type and prefecture with the words search_aliases gives it, and the aliases' other targets
 * (フロントエンド). Shared by the project and pro searches; built once per catalog.
 */
const searchDictionaryOf = perAppState("searchDictionary", (catalog: Catalog) => {
  const wordsOf = new Map<string, string[]>();
  for (const alias of catalog.searchAliases.all) wordsOf.set(alias.target, [...(wordsOf.get(alias.target) ?? []), alias.word]);
  const names = [
    ...[catalog.skills, catalog.professions, catalog.featureTags, catalog.remoteTypes, catalog.contractTypes, catalog.prefectures].flatMap((list) =>
      list.all.map((row) => row.name),
    ),
    ...wordsOf.keys(),
  ];
  return buildSearchDictionary([...new Set(names)].map((name) => ({ name, words: wordsOf.get(name) ?? [] })));
});

export async function getSearchDictionary(db: Database): Promise<SearchDictionary> {
  return searchDictionaryOf(await getCatalog(db));
}
