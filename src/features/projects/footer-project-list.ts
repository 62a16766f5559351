import type { Database } from "@/db/client";
import { getCatalog, type Catalog } from "@/features/catalog/catalog.service";
import { landingPath } from "@/platform/search/search-location";

import { PROJECT_SEARCH } from "./project-search.definition";

/** Spec S-FOOT-1: a footer link group and its items. */
export type FooterProjectItem = { url: string; text: string; label: string };
export type FooterLinkGroup = { name: string; label: string; projectList: FooterProjectItem[] };

/** The footer shows the most-used skills, not all of them. */
const FOOTER_SKILL_COUNT = 24;

const listOf = (name: string) => `${name}の案件一覧`;

/**
 * Spec S-FOOT-1, S-500-5: the footer's four link groups, each link a search landing page, taken from
 * the catalog with the same landing paths the search metadata uses (so a footer link and a filter
 * never disagree).
 */
export function footerProjectListFrom(catalog: Catalog): FooterLinkGroup[] {
  const remote = catalog.remoteTypes.all.map((r) => ({ url: landingPath(PROJECT_SEARCH, "remoteType", r.id), text: r.name, label: listOf(r.name) }));
  const tags = catalog.featureTags.all.map((t) => ({ url: landingPath(PROJECT_SEARCH, "tag", t.id), text: t.name, label: `「${t.name}」の案件一覧` }));
  return [
    {
      name: "professions",
      label: "職種から案件を探す",
      projectList: catalog.professions.all.map((p) => ({ url: landingPath(PROJECT_SEARCH, "profession", p.id), text: p.name, label: listOf(p.name) })),
    },
    {
      name: "skills",
      label: "スキル・言語から案件を探す",
      projectList: catalog.skills.all
        .slice(0, FOOTER_SKILL_COUNT)
        .map((s) => ({ url: landingPath(PROJECT_SEARCH, "skill", s.name), text: s.name, label: listOf(s.name) })),
    },
    {
      name: "features",
      label: "働き方・特徴から案件を探す",
      // A tag named like a remote type (フルリモート) would be the same link text twice.
      projectList: [...remote, ...tags.filter((t) => !remote.some((r) => r.text === t.text))],
    },
    {
      name: "special_pages",
      label: "特集から案件を探す",
      projectList: catalog.specialProjectPages.all.map((s) => ({ url: landingPath(PROJECT_SEARCH, "specialPage", s.slug), text: s.title, label: s.title })),
    },
  ];
}

export async function getFooterProjectList(db: Database): Promise<FooterLinkGroup[]> {
  return footerProjectListFrom(await getCatalog(db));
}
