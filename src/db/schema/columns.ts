import { customType, timestamp } from "drizzle-orm/pg-core";

/** created_at / updated_at, timestamptz everywhere (STYLE "Names"). */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** A PostgreSQL tsvector written as a literal (see src/lib/search-text.ts), never read back. */
export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});
