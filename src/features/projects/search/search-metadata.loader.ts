import type { Database } from "@/db/client";

import { buildSearchMetadata, type SearchMetadata } from "./search-metadata";
import { findSearchReferenceData } from "./search-metadata.queries";

// Reference data changes only with a deploy: read it once per database handle.
const cache = new WeakMap<object, Promise<SearchMetadata>>();

/** Spec S-SRCH-10: the static search metadata, shared by the search API, the pages and the footer. */
export function getSearchMetadata(db: Database): Promise<SearchMetadata> {
  let pending = cache.get(db);
  if (!pending) {
    pending = findSearchReferenceData(db)
      .then(buildSearchMetadata)
      .catch((error: unknown) => {
        cache.delete(db);
        throw error;
      });
    cache.set(db, pending);
  }
  return pending;
}
