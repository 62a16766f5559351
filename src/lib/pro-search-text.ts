import { namesOf, searchDocument, type ConditionNameLookup, type SearchDocument } from "./search-document";

export type ProSearchSource = {
  headline: string;
  bio: string;
  skillIds: readonly number[];
  professionIds: readonly number[];
  remoteTypeId: number | null;
  prefectureId: number | null;
  /** Work history without company names: a hidden name must not be findable, so none is (decision 020). */
  histories: readonly { projectName: string; role: string; description: string }[];
};

/**
 * What a pro's free word searches: the head (headline, skills, professions), then the bio, the
 * remote preference, where they live (prefecture and region) and the work history. Written by every
 * save of a profile, by the seed and by the reindex job.
 */
export function proSearchDocument(names: ConditionNameLookup, source: ProSearchSource): SearchDocument {
  const head = [source.headline, ...namesOf(source.skillIds, names.skill), ...namesOf(source.professionIds, names.profession)];
  const history = source.histories.map((h) => `${h.projectName} ${h.role} ${h.description}`);
  const rest = [
    source.bio,
    ...(source.remoteTypeId === null ? [] : namesOf([source.remoteTypeId], names.remoteType)),
    ...(source.prefectureId === null ? [] : names.prefecture(source.prefectureId)),
    ...history,
  ];
  return searchDocument(head, rest);
}
