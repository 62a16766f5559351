import type { Database } from "@/db/client";

import { conditionsOf, type MetadataCondition, type SearchMetadata } from "./search/search-metadata";
import { getSearchMetadata } from "./search/search-metadata.loader";
import type { ConditionGroup } from "./search/search-query";

/** Spec S-FOOT-1: a footer link group and its items. */
export type FooterProjectItem = { url: string; text: string; label: string };
export type FooterLinkGroup = { name: string; label: string; projectList: FooterProjectItem[] };

/** The footer shows the most-used skills, not all of them. */
const FOOTER_SKILL_COUNT = 24;

function itemsOf(metadata: SearchMetadata, group: ConditionGroup, label: (c: MetadataCondition) => string): FooterProjectItem[] {
  return conditionsOf(metadata, group)
    .filter((c): c is MetadataCondition & { baseUrl: string } => Boolean(c.baseUrl))
    .map((c) => ({ url: c.baseUrl, text: c.name, label: label(c) }));
}

/**
 * Spec S-FOOT-1, S-500-5: the footer's four link groups, each link a search landing page, taken from
 * the same search metadata the search uses (so a footer link and a filter never disagree).
 */
export function footerProjectListFrom(metadata: SearchMetadata): FooterLinkGroup[] {
  const listOf = (c: MetadataCondition) => `${c.name}の案件一覧`;
  const remote = itemsOf(metadata, "searchRemotableList", listOf);
  return [
    { name: "professions", label: "職種から案件を探す", projectList: itemsOf(metadata, "searchProfessionList", listOf) },
    { name: "skills", label: "スキル・言語から案件を探す", projectList: itemsOf(metadata, "searchProgramLanguageList", listOf).slice(0, FOOTER_SKILL_COUNT) },
    {
      name: "features",
      label: "働き方・特徴から案件を探す",
      projectList: [
        ...remote,
        // A tag named like a remote type (フルリモート) would be the same link text twice.
        ...itemsOf(metadata, "searchFeatureList", (c) => `「${c.name}」の案件一覧`).filter((t) => !remote.some((r) => r.text === t.text)),
      ],
    },
    { name: "special_pages", label: "特集から案件を探す", projectList: itemsOf(metadata, "special_projects_pages", (c) => c.name) },
  ];
}

export async function getFooterProjectList(db: Database): Promise<FooterLinkGroup[]> {
  return footerProjectListFrom(await getSearchMetadata(db));
}
