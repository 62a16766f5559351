import type { Catalog } from "@/features/catalog/catalog.service";
import type { ProjectForm } from "@/features/project-posting/project-form.schemas";
import type { FieldIssue } from "@/platform/errors";

/**
 * The form's ids the catalog does not know, as field issues (the schema checks shapes; only the
 * catalog knows which ids exist), so a request that names a deleted skill is a 422, not a row that
 * the operator's publish would later fail on.
 */
export function unknownProjectFormReferences(form: ProjectForm, catalog: Catalog): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const each = (ids: readonly number[], known: (id: number) => boolean, path: string, message: string) =>
    ids.forEach((id, i) => {
      if (!known(id)) issues.push({ path: `${path}.${i}`, message });
    });
  const one = (id: number | null, known: (id: number) => boolean, path: string, message: string) => {
    if (id !== null && !known(id)) issues.push({ path, message });
  };
  each(form.professionIds, (id) => catalog.professions.get(id) !== undefined, "professionIds", "職種を一覧から選んでください");
  each(form.requiredSkillIds, (id) => catalog.skills.get(id) !== undefined, "requiredSkillIds", "必須スキルを一覧から選んでください");
  each(form.welcomeSkillIds, (id) => catalog.skills.get(id) !== undefined, "welcomeSkillIds", "歓迎スキルを一覧から選んでください");
  each(form.tagIds, (id) => catalog.featureTags.get(id) !== undefined, "tagIds", "特徴タグを一覧から選んでください");
  one(form.availableTimeId, (id) => catalog.availableTimes.get(id) !== undefined, "availableTimeId", "稼働日数を選んでください");
  one(form.remoteTypeId, (id) => catalog.remoteTypes.get(id) !== undefined, "remoteTypeId", "リモートの可否を選んでください");
  one(form.prefectureId, (id) => catalog.prefectures.get(id) !== undefined, "prefectureId", "都道府県を選んでください");
  one(form.contractTypeId, (id) => catalog.contractTypes.get(id) !== undefined, "contractTypeId", "契約形態を選んでください");
  return issues;
}
