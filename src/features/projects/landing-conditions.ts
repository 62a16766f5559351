import type { Database } from "@/db/client";
import { parsePositiveId } from "@/lib/positive-id";

import { conditionsOf, getSearchMetadata } from "./search/search-metadata";
import type { ConditionGroup } from "./search/search-query";

export type LandingKind = "profession" | "skill" | "remoteType" | "tag" | "specialPage";

const GROUP_OF: Record<LandingKind, ConditionGroup> = {
  profession: "searchProfessionList",
  skill: "searchProgramLanguageList",
  remoteType: "searchRemotableList",
  tag: "searchFeatureList",
  specialPage: "special_projects_pages",
};

/**
 * The condition named by a landing path's last segment (spec S-SRCH-8): an id, a skill's name (or
 * id), or a special page's slug. Read from the search metadata already in memory; null when there
 * is no such condition.
 */
export async function findLandingConditionName(db: Database, kind: LandingKind, segment: string): Promise<string | null> {
  const choices = conditionsOf(await getSearchMetadata(db), GROUP_OF[kind]);
  const id = parsePositiveId(segment);
  const match =
    kind === "specialPage"
      ? choices.find((c) => c.key === segment)
      : choices.find((c) => (id !== null && c.id === id) || (kind === "skill" && c.name === segment));
  return match?.name ?? null;
}
