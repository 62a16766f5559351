import { eq, inArray, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { corporations } from "@/db/schema";

import type { CorporationProfileBody } from "./corporation-profile.schemas";

export type CorporationRow = typeof corporations.$inferSelect;

export async function findCorporation(db: Database, corporationId: number): Promise<CorporationRow | undefined> {
  const [row] = await db.select().from(corporations).where(eq(corporations.id, corporationId)).limit(1);
  return row;
}

export async function updateCorporationProfile(db: Database, corporationId: number, body: CorporationProfileBody, now: Date): Promise<CorporationRow | undefined> {
  const [row] = await db
    .update(corporations)
    .set({ ...body, updatedAt: now })
    .where(eq(corporations.id, corporationId))
    .returning();
  return row;
}

/** Sets the logo and answers the one it replaced; the row is locked so two uploads take turns. */
export async function swapCorporationLogoUrl(db: Database, corporationId: number, url: string | null, now: Date): Promise<{ previous: string | null } | undefined> {
  const [row] = await db.select({ previous: corporations.logoUrl }).from(corporations).where(eq(corporations.id, corporationId)).for("update");
  if (!row) return undefined;
  await db
    .update(corporations)
    .set({ logoUrl: url, updatedAt: sql`greatest(${corporations.updatedAt}, ${now})` })
    .where(eq(corporations.id, corporationId));
  return row;
}

/** The logo URLs of these corporations (those without one are left out). */
export async function findCorporationLogoUrls(db: Database, corporationIds: readonly number[]): Promise<Map<number, string>> {
  if (corporationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: corporations.id, url: corporations.logoUrl })
    .from(corporations)
    .where(inArray(corporations.id, [...corporationIds]));
  return new Map(rows.flatMap((row) => (row.url === null ? [] : [[row.id, row.url] as const])));
}
