import { buildCatalog, type Catalog, type CatalogRows } from "@/features/catalog/catalog";

const NO_ROWS: CatalogRows = {
  professions: [],
  skills: [],
  remoteTypes: [],
  featureTags: [],
  budgetBands: [],
  availableTimes: [],
  regions: [],
  prefectures: [],
  contractTypes: [],
  specialProjectPages: [],
  searchAliases: [],
};

/** A catalog of only the lists a unit test names (every other list empty), built as the app builds it. */
export function catalogOf(rows: Partial<CatalogRows>): Catalog {
  return buildCatalog({ ...NO_ROWS, ...rows });
}
