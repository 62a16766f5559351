import { sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { proProfiles } from "@/db/schema";
import { insertUser, type UserRow } from "@/db/seed/factories";
import { searchDocument } from "@/lib/search-document";
import { toSearchBigramsLiteral } from "@/lib/search-text";

export type ProProfileValues = Partial<Omit<typeof proProfiles.$inferInsert, "userId" | "searchText" | "searchBigrams">>;

/**
 * A pro written directly as rows (the profile editor is another part of issue 13): a users row
 * with is_pro, and a profile whose search columns are derived from its headline and bio exactly as
 * every write path derives them (proSearchDocument). `skillNames` are added to the searched text.
 */
export async function insertProRow(
  db: Database,
  options: { user?: Parameters<typeof insertUser>[1]; profile?: ProProfileValues; skillNames?: string[] } = {},
): Promise<UserRow> {
  const user = await insertUser(db, { isPro: true, ...options.user });
  const headline = options.profile?.headline ?? "";
  const bio = options.profile?.bio ?? "";
  // As proSearchDocument lays it out: headline and skills first, then the bio.
  const search = searchDocument([headline, ...(options.skillNames ?? [])], [bio]);
  await db.insert(proProfiles).values({
    userId: user.id,
    ...options.profile,
    searchText: search.text,
    searchHeadLength: search.headLength,
    searchBigrams: sql`${toSearchBigramsLiteral(search.text)}::tsvector` as unknown as string,
  });
  return user;
}
