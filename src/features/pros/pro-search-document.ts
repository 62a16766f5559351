import { conditionNamesOf, type Catalog } from "@/features/catalog/catalog.service";
import { proSearchDocument, type ProSearchSource } from "@/lib/pro-search-text";
import type { SearchDocument } from "@/lib/search-document";

export type { ProSearchSource } from "@/lib/pro-search-text";

/** A profile's free-word document with its conditions named from the catalog: the save and the reindex job write the same. */
export function proSearchDocumentOf(catalog: Catalog, source: ProSearchSource): SearchDocument {
  return proSearchDocument(conditionNamesOf(catalog), source);
}
