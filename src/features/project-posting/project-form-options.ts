import type { Catalog } from "@/features/catalog/catalog.service";

import type { ProjectFormOptions } from "./components/project-form-state";

const pick = (rows: readonly { id: number; name: string }[]) => rows.map(({ id, name }) => ({ id, name }));

/** The catalog's lists as the posting form picks from them (read on the server, passed to the client form). */
export function projectFormOptions(catalog: Catalog): ProjectFormOptions {
  return {
    professions: pick(catalog.professions.all),
    skills: pick(catalog.skills.all),
    tags: pick(catalog.featureTags.all),
    remoteTypes: pick(catalog.remoteTypes.all),
    availableTimes: catalog.availableTimes.all.map(({ id, label }) => ({ id, name: label })),
    prefectures: pick(catalog.prefectures.all),
    contractTypes: pick(catalog.contractTypes.all),
  };
}
