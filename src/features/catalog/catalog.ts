import { conditionNameLookup, type ConditionNameLookup } from "@/lib/search-document";

/**
 * The catalog: the reference lists every page and the API name things by (professions, skills,
 * 都道府県 …). They ship with the reference seed and change only with a release (STYLE.md, Data), so
 * they are read once per app (catalog.service.ts) and looked up in memory.
 */

export type Profession = { id: number; name: string };
/** `category`: language | framework | cloud | database | tool | design | business */
export type Skill = { id: number; name: string; category: string };
/** `key` is the value in search URLs (search_project[remote_types][]=full_remote). */
export type RemoteType = { id: number; key: string; name: string };
export type FeatureTag = { id: number; name: string };
/** 万円 per month; null = open-ended on that side. */
export type BudgetBand = { id: number; label: string; minMan: number | null; maxMan: number | null };
/** `daysPerWeek`: the lower bound of the time a project asks for, 8 hours a day (週2日 → 週16h). */
export type AvailableTime = { id: number; label: string; daysPerWeek: number };
export type Region = { id: number; name: string };
/** `id` is the JIS X 0401 code, 1 (北海道) … 47 (沖縄県). */
export type Prefecture = { id: number; name: string; regionId: number };
/** `key` is the value in search URLs (search_project[contract_types][]=outsourcing). */
export type ContractType = { id: number; key: string; name: string };
/** A curated landing page (/special_projects_pages/{slug}). */
export type SpecialProjectPage = { id: number; slug: string; title: string };

/** Another word for something the search knows (ジャバ → Java): the search dictionary's rows (decision 027). */
export type SearchAlias = { id: number; word: string; target: string };

/** Every reference list as read, each in display order. */
export type CatalogRows = {
  professions: Profession[];
  skills: Skill[];
  remoteTypes: RemoteType[];
  featureTags: FeatureTag[];
  budgetBands: BudgetBand[];
  availableTimes: AvailableTime[];
  regions: Region[];
  prefectures: Prefecture[];
  contractTypes: ContractType[];
  specialProjectPages: SpecialProjectPage[];
  searchAliases: SearchAlias[];
};

/** One reference list: its rows in display order, and lookups by id. */
export type ReferenceList<Row extends { id: number }> = {
  readonly all: readonly Row[];
  get(id: number): Row | undefined;
  /** What the row is called on screen (a budget band's label, a special page's title). */
  nameOf(id: number): string | undefined;
};

export type Catalog = { readonly [List in keyof CatalogRows]: ReferenceList<CatalogRows[List][number]> };

function referenceList<Row extends { id: number }>(rows: readonly Row[], nameOf: (row: Row) => string): ReferenceList<Row> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    all: rows,
    get: (id) => byId.get(id),
    nameOf: (id) => {
      const row = byId.get(id);
      return row && nameOf(row);
    },
  };
}

const byName = (row: { name: string }) => row.name;
const byLabel = (row: { label: string }) => row.label;

/** The catalog of these rows (pure: tests build one without a database). */
export function buildCatalog(rows: CatalogRows): Catalog {
  return {
    professions: referenceList(rows.professions, byName),
    skills: referenceList(rows.skills, byName),
    remoteTypes: referenceList(rows.remoteTypes, byName),
    featureTags: referenceList(rows.featureTags, byName),
    budgetBands: referenceList(rows.budgetBands, byLabel),
    availableTimes: referenceList(rows.availableTimes, byLabel),
    regions: referenceList(rows.regions, byName),
    prefectures: referenceList(rows.prefectures, byName),
    contractTypes: referenceList(rows.contractTypes, byName),
    specialProjectPages: referenceList(rows.specialProjectPages, (page) => page.title),
    searchAliases: referenceList(rows.searchAliases, (alias) => alias.word),
  };
}

/** The catalog as a search text's name lookup (src/lib/search-document.ts); build once per batch of rows. */
export function conditionNamesOf(catalog: Catalog): ConditionNameLookup {
  return conditionNameLookup({
    skills: catalog.skills.all,
    professions: catalog.professions.all,
    featureTags: catalog.featureTags.all,
    remoteTypes: catalog.remoteTypes.all,
    contractTypes: catalog.contractTypes.all,
    availableTimes: catalog.availableTimes.all,
    prefectures: catalog.prefectures.all,
    regions: catalog.regions.all,
  });
}
