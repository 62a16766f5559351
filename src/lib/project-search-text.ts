import { namesOf, searchDocument, type ConditionNameLookup, type SearchDocument } from "./search-document";

/** The columns of a project its free word can find (decision 027). */
export type ProjectSearchSource = {
  title: string;
  description: string;
  skillIds: readonly number[];
  welcomeSkillIds: readonly number[];
  professionIds: readonly number[];
  tagIds: readonly number[];
  remoteTypeId: number;
  prefectureId: number | null;
  contractTypeId: number;
  availableTimeId: number;
};

/**
 * What a project's free word searches: the head (title, required skills, professions), then the
 * description, welcome skills and the label of every condition a card shows — tags, remote type,
 * prefecture and region, contract type, available time — so a typed 「副業OK」 or 「東京」 agrees with
 * the filter of the same name. Written by every publish and edit, by the seed and by the reindex job.
 */
export function projectSearchDocument(names: ConditionNameLookup, project: ProjectSearchSource): SearchDocument {
  const head = [project.title, ...namesOf(project.skillIds, names.skill), ...namesOf(project.professionIds, names.profession)];
  const rest = [
    project.description,
    ...namesOf(project.welcomeSkillIds, names.skill),
    ...namesOf(project.tagIds, names.tag),
    ...namesOf([project.remoteTypeId], names.remoteType),
    ...(project.prefectureId === null ? [] : names.prefecture(project.prefectureId)),
    ...namesOf([project.contractTypeId], names.contractType),
    ...namesOf([project.availableTimeId], names.availableTime),
  ];
  return searchDocument(head, rest);
}
