import { asc } from "drizzle-orm";

import type { Database } from "@/db/client";
import { featureTags, professions, remoteTypes, skills, specialProjectPages } from "@/db/schema";

import { landingPaths } from "./landing-paths";

/** Spec S-FOOT-1: a footer link group and its items. */
export type FooterProjectItem = { url: string; text: string; label: string };
export type FooterLinkGroup = { name: string; label: string; projectList: FooterProjectItem[] };

/** The footer shows the most-used skills, not all of them. */
const FOOTER_SKILL_COUNT = 24;

async function loadFooterProjectList(db: Database): Promise<FooterLinkGroup[]> {
  const [professionRows, skillRows, remoteRows, tagRows, specialRows] = await Promise.all([
    db.select({ id: professions.id, name: professions.name }).from(professions).orderBy(asc(professions.position)),
    db.select({ name: skills.name }).from(skills).orderBy(asc(skills.position), asc(skills.id)).limit(FOOTER_SKILL_COUNT),
    db.select({ id: remoteTypes.id, name: remoteTypes.name }).from(remoteTypes).orderBy(asc(remoteTypes.id)),
    db.select({ id: featureTags.id, name: featureTags.name }).from(featureTags).orderBy(asc(featureTags.id)),
    db.select({ slug: specialProjectPages.slug, title: specialProjectPages.title }).from(specialProjectPages).orderBy(asc(specialProjectPages.id)),
  ]);
  return [
    {
      name: "professions",
      label: "職種から案件を探す",
      projectList: professionRows.map((p) => ({ url: landingPaths.profession(p.id), text: p.name, label: `${p.name}の案件一覧` })),
    },
    {
      name: "skills",
      label: "スキル・言語から案件を探す",
      projectList: skillRows.map((s) => ({ url: landingPaths.skill(s.name), text: s.name, label: `${s.name}の案件一覧` })),
    },
    {
      name: "features",
      label: "働き方・特徴から案件を探す",
      projectList: [
        ...remoteRows.map((r) => ({ url: landingPaths.remoteType(r.id), text: r.name, label: `${r.name}の案件一覧` })),
        // A tag named like a remote type (フルリモート) would be the same link text twice.
        ...tagRows.filter((t) => !remoteRows.some((r) => r.name === t.name)).map((t) => ({ url: landingPaths.tag(t.id), text: t.name, label: `「${t.name}」の案件一覧` })),
      ],
    },
    {
      name: "special_pages",
      label: "特集から案件を探す",
      projectList: specialRows.map((s) => ({ url: landingPaths.specialPage(s.slug), text: s.title, label: s.title })),
    },
  ];
}

// Reference data changes only with a deploy: read it once per database handle, not on every page.
const cache = new WeakMap<object, Promise<FooterLinkGroup[]>>();

/** Spec S-FOOT-1, S-500-5: the footer's four link groups, fed by the search landing pages. */
export function getFooterProjectList(db: Database): Promise<FooterLinkGroup[]> {
  let pending = cache.get(db);
  if (!pending) {
    pending = loadFooterProjectList(db).catch((error: unknown) => {
      cache.delete(db);
      throw error;
    });
    cache.set(db, pending);
  }
  return pending;
}
