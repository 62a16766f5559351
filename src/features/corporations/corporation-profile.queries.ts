import { eq, inArray, sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { corporations } from "@/db/schema";
// eslint-disable-next-line boundaries/dependencies -- projects has no public list-by-corporation read yet; the same columns keep ProjectCard's rows identical (report to the lead)
import { isLikedBy, PROJECT_SUMMARY_COLUMNS, type ProjectSearchRow } from "@/features/projects/search/search-projects.queries";

import type { CorporationProfileBody } from "./corporation-profile.schemas";

export type CorporationRow = typeof corporations.$inferSelect;

/** The company page shows at most this many projects of each kind. */
export const CORPORATION_PAGE_PROJECT_LIMIT = 50;

export async function findCorporation(db: Database, corporationId: number): Promise<CorporationRow | undefined> {
  const [row] = await db.select().from(corporations).where(eq(corporations.id, corporationId)).limit(1);
  return row;
}

/** A corporation's published projects of one status, newest first, with whether the viewer liked each. */
export async function findCorporationProjectRows(db: Database, corporationId: number, status: "open" | "closed", viewerId: number | null): Promise<ProjectSearchRow[]> {
  return selectRows<ProjectSearchRow>(
    db,
    sql`
    select ${PROJECT_SUMMARY_COLUMNS}, ${isLikedBy(viewerId)} as "isLiked"
    from projects p
    join corporations c on c.id = p.corporation_id
    where p.corporation_id = ${corporationId} and p.status = ${status}
    order by ${status === "open" ? sql`p.published_at desc` : sql`coalesce(p.closed_at, p.published_at) desc`}, p.id desc
    limit ${CORPORATION_PAGE_PROJECT_LIMIT}`,
  );
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
