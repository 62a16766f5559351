import { eq } from "drizzle-orm";

import type { Database } from "@/db/client";
import { featureTags, professions, remoteTypes, skills, specialProjectPages } from "@/db/schema";
import { parsePositiveId } from "@/lib/positive-id";

export type LandingKind = "profession" | "skill" | "remoteType" | "tag" | "specialPage";

/**
 * The condition named by a landing path's last segment (spec S-SRCH-8): an id, a skill's name (or
 * id), or a special page's slug. Null when there is no such condition.
 */
export async function findLandingConditionName(db: Database, kind: LandingKind, segment: string): Promise<string | null> {
  const id = parsePositiveId(segment);
  switch (kind) {
    case "profession": {
      if (id === null) return null;
      const [row] = await db.select({ name: professions.name }).from(professions).where(eq(professions.id, id)).limit(1);
      return row?.name ?? null;
    }
    case "skill": {
      const where = id === null ? eq(skills.name, segment) : eq(skills.id, id);
      const [row] = await db.select({ name: skills.name }).from(skills).where(where).limit(1);
      return row?.name ?? null;
    }
    case "remoteType": {
      if (id === null) return null;
      const [row] = await db.select({ name: remoteTypes.name }).from(remoteTypes).where(eq(remoteTypes.id, id)).limit(1);
      return row?.name ?? null;
    }
    case "tag": {
      if (id === null) return null;
      const [row] = await db.select({ name: featureTags.name }).from(featureTags).where(eq(featureTags.id, id)).limit(1);
      return row?.name ?? null;
    }
    case "specialPage": {
      const [row] = await db.select({ title: specialProjectPages.title }).from(specialProjectPages).where(eq(specialProjectPages.slug, segment)).limit(1);
      return row?.title ?? null;
    }
  }
}
