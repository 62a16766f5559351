import { asc } from "drizzle-orm";

import type { Database } from "@/db/client";
import {
  availableTimes,
  budgetBands,
  contractTypes,
  featureTags,
  prefectures,
  professions,
  regions,
  remoteTypes,
  searchAliases,
  skills,
  specialProjectPages,
} from "@/db/schema";

import type { CatalogRows } from "./catalog";

/** Every reference list, in display order (eleven small reads, run together). */
export async function findCatalogRows(db: Database): Promise<CatalogRows> {
  const [professionRows, skillRows, remoteRows, tagRows, budgetRows, timeRows, regionRows, prefectureRows, contractRows, specialRows, aliasRows] = await Promise.all([
    db.select({ id: professions.id, name: professions.name }).from(professions).orderBy(asc(professions.position)),
    db.select({ id: skills.id, name: skills.name, category: skills.category }).from(skills).orderBy(asc(skills.position), asc(skills.id)),
    db.select({ id: remoteTypes.id, key: remoteTypes.key, name: remoteTypes.name }).from(remoteTypes).orderBy(asc(remoteTypes.id)),
    db.select({ id: featureTags.id, name: featureTags.name }).from(featureTags).orderBy(asc(featureTags.id)),
    db.select({ id: budgetBands.id, label: budgetBands.label, minMan: budgetBands.minMan, maxMan: budgetBands.maxMan }).from(budgetBands).orderBy(asc(budgetBands.id)),
    db
      .select({ id: availableTimes.id, label: availableTimes.label, daysPerWeek: availableTimes.daysPerWeek })
      .from(availableTimes)
      .orderBy(asc(availableTimes.daysPerWeek)),
    db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.id)),
    db.select({ id: prefectures.id, name: prefectures.name, regionId: prefectures.regionId }).from(prefectures).orderBy(asc(prefectures.id)),
    db.select({ id: contractTypes.id, key: contractTypes.key, name: contractTypes.name }).from(contractTypes).orderBy(asc(contractTypes.id)),
    db
      .select({ id: specialProjectPages.id, slug: specialProjectPages.slug, title: specialProjectPages.title })
      .from(specialProjectPages)
      .orderBy(asc(specialProjectPages.id)),
    db.select({ id: searchAliases.id, word: searchAliases.word, target: searchAliases.target }).from(searchAliases).orderBy(asc(searchAliases.id)),
  ]);
  return {
    professions: professionRows,
    skills: skillRows,
    remoteTypes: remoteRows,
    featureTags: tagRows,
    budgetBands: budgetRows,
    availableTimes: timeRows,
    regions: regionRows,
    prefectures: prefectureRows,
    contractTypes: contractRows,
    specialProjectPages: specialRows,
    searchAliases: aliasRows,
  };
}
