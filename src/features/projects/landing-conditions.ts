import { parsePositiveId } from "@/lib/positive-id";

import { conditionsOf, type SearchMetadata } from "./search/search-metadata";
import type { FilterGroup, SearchCondition } from "./search/search-query";

/** The first path segment of each kind of landing page (spec S-SRCH-8). */
export const LANDING_PREFIXES = ["professions", "required_skills", "remote_types", "tags", "special_projects_pages"] as const;

export type LandingPrefix = (typeof LANDING_PREFIXES)[number];

const GROUP_OF: Record<LandingPrefix, FilterGroup> = {
  professions: "searchProfessionList",
  required_skills: "searchProgramLanguageList",
  remote_types: "searchRemotableList",
  tags: "searchFeatureList",
  special_projects_pages: "special_projects_pages",
};

export function isLandingPrefix(value: string): value is LandingPrefix {
  return (LANDING_PREFIXES as readonly string[]).includes(value);
}

/**
 * The condition a landing path stands for (spec S-SRCH-8): its last segment is the condition's id
 * (a skill's name works too, as does a remote type's key), or a special page's slug. Null when there
 * is no such condition.
 */
export function findLandingCondition(metadata: SearchMetadata, prefix: LandingPrefix, segment: string): SearchCondition | null {
  const group = GROUP_OF[prefix];
  const choices = conditionsOf(metadata, group);
  const id = parsePositiveId(segment);
  const match =
    prefix === "special_projects_pages"
      ? choices.find((c) => c.key === segment)
      : choices.find((c) => (id !== null && c.id === id) || (prefix === "required_skills" && c.name === segment) || (prefix === "remote_types" && c.key === segment));
  return match ? { group, key: match.key, value: match.name } : null;
}
