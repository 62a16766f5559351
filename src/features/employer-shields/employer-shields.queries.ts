import { and, asc, count, eq, ilike } from "drizzle-orm";

import type { Database } from "@/db/client";
import { corporations, proEmployerShields } from "@/db/schema";

export async function findShieldsOfPro(db: Database, userId: number) {
  return db
    .select({
      id: proEmployerShields.id,
      corporationId: proEmployerShields.corporationId,
      corporationName: corporations.name,
      emailDomain: proEmployerShields.emailDomain,
      createdAt: proEmployerShields.createdAt,
    })
    .from(proEmployerShields)
    .leftJoin(corporations, eq(corporations.id, proEmployerShields.corporationId))
    .where(eq(proEmployerShields.userId, userId))
    .orderBy(asc(proEmployerShields.createdAt), asc(proEmployerShields.id));
}

export async function countShieldsOfPro(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(proEmployerShields).where(eq(proEmployerShields.userId, userId));
  return row?.n ?? 0;
}

export async function corporationExists(db: Database, corporationId: number): Promise<boolean> {
  const [row] = await db.select({ id: corporations.id }).from(corporations).where(eq(corporations.id, corporationId));
  return row !== undefined;
}

/** Inserts once: answers false when the pro already has this shield. */
export async function insertShield(db: Database, userId: number, target: { corporationId: number } | { emailDomain: string }, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(proEmployerShields)
    .values({ userId, ...target, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: proEmployerShields.id });
  return inserted.length > 0;
}

/** Only the pro's own shield: someone else's id deletes nothing (and reads as not found). */
export async function deleteShieldOfPro(db: Database, userId: number, shieldId: number): Promise<boolean> {
  const deleted = await db
    .delete(proEmployerShields)
    .where(and(eq(proEmployerShields.id, shieldId), eq(proEmployerShields.userId, userId)))
    .returning({ id: proEmployerShields.id });
  return deleted.length > 0;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function searchCorporationsByName(db: Database, words: string, limit: number) {
  return db
    .select({ id: corporations.id, name: corporations.name })
    .from(corporations)
    .where(ilike(corporations.name, `%${escapeLike(words)}%`))
    .orderBy(asc(corporations.name), asc(corporations.id))
    .limit(limit);
}
