import type { Catalog } from "@/features/catalog/catalog.service";
import { proSearchText, type ProSearchSource } from "@/lib/pro-search-text";

export type ProSearchDocument = Omit<ProSearchSource, "conditionNames"> & { skillIds: readonly number[]; professionIds: readonly number[] };

/** A profile's free-word text with its skills and professions named from the catalog: the save and the backfill write the same. */
export function proSearchTextOf(catalog: Catalog, document: ProSearchDocument): string {
  const names = [...document.skillIds.map((id) => catalog.skills.nameOf(id)), ...document.professionIds.map((id) => catalog.professions.nameOf(id))];
  return proSearchText({ ...document, conditionNames: names.filter((name): name is string => name !== undefined) });
}
