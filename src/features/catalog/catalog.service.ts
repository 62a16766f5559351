import type { Database } from "@/db/client";
import { perAppState, ReadCache } from "@/platform/per-app-state";

import { buildCatalog, type Catalog } from "./catalog";
import { findCatalogRows } from "./catalog.queries";

export type { Catalog, ReferenceList } from "./catalog";

// Reference data changes only with a release: one read per database handle, shared by the pages
// and the API; a failed read is tried again by the next caller.
const catalogReadsOf = perAppState("catalog", () => new ReadCache<Catalog>());

/** The reference lists with their id lookups (catalog.ts), read once per app. */
export function getCatalog(db: Database): Promise<Catalog> {
  return catalogReadsOf(db).read("catalog", async () => buildCatalog(await findCatalogRows(db)));
}
