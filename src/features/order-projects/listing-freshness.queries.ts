import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { corporationMemberships, corporations, projects, users } from "@/db/schema";

/**
 * Closes up to `limit` open projects whose content is older than `before` (the 90-day rule), oldest
 * first, skipping rows another transaction holds; answers how many closed. Search, the sitemap and
 * the ranking read the status, so the project leaves them in the same statement.
 */
export async function closeStaleProjects(db: Database, before: Date, now: Date, limit: number): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update projects set status = 'closed', closed_at = ${now.toISOString()}::timestamptz, close_reason = 'stale', updated_at = ${now.toISOString()}::timestamptz
      where id in (
        select id from projects where status = 'open' and content_updated_at <= ${before.toISOString()}::timestamptz
        order by content_updated_at limit ${limit} for update skip locked
      )
      returning id`,
  );
  return rows.length;
}

/** Corporations with an open project due for the 60-day notice that has not had it (the partial index on open projects' content age). */
export async function findCorporationsDueForNotice(db: Database, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ corporationId: projects.corporationId })
    .from(projects)
    .where(and(eq(projects.status, "open"), lte(projects.contentUpdatedAt, before), isNull(projects.freshnessNoticeSentAt)))
    .orderBy(asc(projects.corporationId))
    .limit(limit);
  return rows.map((row) => row.corporationId);
}

/** Marks a corporation's due projects as noticed and answers them; a project marked by a concurrent run is not answered twice. */
export async function markNoticeSent(db: Database, corporationId: number, before: Date, now: Date): Promise<{ id: number; title: string }[]> {
  return db
    .update(projects)
    .set({ freshnessNoticeSentAt: now })
    .where(and(eq(projects.corporationId, corporationId), eq(projects.status, "open"), lte(projects.contentUpdatedAt, before), isNull(projects.freshnessNoticeSentAt)))
    .returning({ id: projects.id, title: projects.title });
}

/** Who looks after a corporation's postings: its owners and admins with a live account. */
export async function findCorporationManagers(db: Database, corporationId: number) {
  const [corporation] = await db.select({ name: corporations.name }).from(corporations).where(eq(corporations.id, corporationId));
  const managers = await db
    .select({ id: users.id, email: users.email })
    .from(corporationMemberships)
    .innerJoin(users, eq(users.id, corporationMemberships.userId))
    .where(and(eq(corporationMemberships.corporationId, corporationId), inArray(corporationMemberships.role, ["owner", "admin"]), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id));
  return { corporationName: corporation?.name ?? "", managers };
}
