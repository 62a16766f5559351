import { sql } from "drizzle-orm";

import { selectRows, type DatabaseHandle } from "@/db/client";

import type { ProofProject } from "./search-proof-data";
import { referenceHaystack, type ReferenceHaystack } from "./search-reference";

/* ---------------------------------------------------------------- reference lists, read from the database */

export type ProofReferenceData = {
  professions: { id: number; name: string }[];
  skills: { id: number; name: string }[];
  remoteTypes: { id: number; key: string; name: string }[];
  tags: { id: number; name: string }[];
  budgetBands: { id: number; minMan: number | null; maxMan: number | null }[];
  availableTimes: { id: number; label: string }[];
  regions: { id: number; name: string }[];
  prefectures: { id: number; name: string; regionId: number }[];
  contractTypes: { id: number; key: string; name: string }[];
  specialPages: { id: number; slug: string }[];
  aliases: { word: string; target: string }[];
};

export async function readProofReferenceData(handle: DatabaseHandle): Promise<ProofReferenceData> {
  const q = <T>(query: ReturnType<typeof sql>) => selectRows<T>(handle.db, query);
  return {
    professions: await q(sql`select id, name from professions order by id`),
    skills: await q(sql`select id, name from skills order by id`),
    remoteTypes: await q(sql`select id, key, name from remote_types order by id`),
    tags: await q(sql`select id, name from feature_tags order by id`),
    budgetBands: await q(sql`select id, min_man as "minMan", max_man as "maxMan" from budget_bands order by id`),
    availableTimes: await q(sql`select id, label from available_times order by id`),
    regions: await q(sql`select id, name from regions order by id`),
    prefectures: await q(sql`select id, name, region_id as "regionId" from prefectures order by id`),
    contractTypes: await q(sql`select id, key, name from contract_types order by id`),
    specialPages: await q(sql`select id, slug from special_project_pages order by id`),
    aliases: await q(sql`select word, target from search_aliases order by id`),
  };
}

/**
 * What the reference searches in each row (decision 027's parts, named from the reference tables):
 * the head — title, required skills, professions — then the description and every condition's label.
 */
export function proofHaystacks(rows: readonly ProofProject[], ref: ProofReferenceData): ReferenceHaystack[] {
  const name = <T extends { id: number }>(list: readonly T[], id: number | null, field: (item: T) => string) => {
    const item = list.find((x) => x.id === id);
    return item ? [field(item)] : [];
  };
  return rows.map((row) => {
    const prefecture = ref.prefectures.find((p) => p.id === row.prefectureId);
    return referenceHaystack(
      [row.title, ...row.skillIds.flatMap((id) => name(ref.skills, id, (s) => s.name)), ...row.professionIds.flatMap((id) => name(ref.professions, id, (p) => p.name))],
      [
        row.description,
        ...row.tagIds.flatMap((id) => name(ref.tags, id, (t) => t.name)),
        ...name(ref.remoteTypes, row.remoteTypeId, (r) => r.name),
        ...(prefecture ? [prefecture.name, ...name(ref.regions, prefecture.regionId, (r) => r.name)] : []),
        ...name(ref.contractTypes, row.contractTypeId, (c) => c.name),
        ...name(ref.availableTimes, row.availableTimeId, (t) => t.label),
      ],
    );
  });
}
