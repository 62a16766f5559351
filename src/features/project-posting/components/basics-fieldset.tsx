import { fieldId, FormGroup, InputField, TextAreaField } from "@/features/pros/profile/components/profile-form-controls";
import { SearchablePicker } from "@/ui/searchable-picker";

import { PROJECT_FORM_LIMITS } from "../project-form.schemas";
import { CheckboxGroup } from "./checkbox-group";
import { errorAt, type SectionProps } from "./form-errors";
import type { ProjectFormOptions, ProjectFormState } from "./project-form-state";

const { title, description } = PROJECT_FORM_LIMITS;

/** タイトル, 案件の詳細, 職種, 必須・歓迎スキル. */
export function BasicsFieldset({ state, set, errors, options }: SectionProps<ProjectFormState> & { options: ProjectFormOptions }) {
  return (
    <FormGroup title="案件の内容" path="basics">
      <InputField
        path="title"
        label="タイトル"
        required
        value={state.title}
        maxLength={title.max + 20}
        onChange={(e) => set({ title: e.target.value })}
        error={errors.title}
        hint={`${title.min}〜${title.max}文字（${Array.from(state.title.trim()).length}文字）。担当する仕事と主な技術が伝わる名前に。`}
      />
      <TextAreaField
        path="description"
        label="案件の詳細"
        required
        rows={10}
        value={state.description}
        onChange={(e) => set({ description: e.target.value })}
        error={errors.description}
        hint={`${description.min}〜${description.max.toLocaleString("ja-JP")}文字（${Array.from(state.description).length.toLocaleString("ja-JP")}文字）。改行はそのまま表示され、http(s) のURLはリンクになります。`}
      />
      <CheckboxGroup
        path="professionIds"
        legend="職種"
        required
        options={options.professions}
        selected={state.professionIds}
        onChange={(professionIds) => set({ professionIds })}
        max={PROJECT_FORM_LIMITS.professions}
        error={errorAt(errors, "professionIds")}
      />
      <SearchablePicker
        id={fieldId("requiredSkillIds")}
        label="必須スキル"
        options={options.skills}
        selected={state.requiredSkillIds}
        excluded={state.welcomeSkillIds}
        onChange={(requiredSkillIds) => set({ requiredSkillIds })}
        max={PROJECT_FORM_LIMITS.skills}
        error={errorAt(errors, "requiredSkillIds")}
        hint="最初のスキルが相場チェックの基準になります。"
      />
      <SearchablePicker
        id={fieldId("welcomeSkillIds")}
        label="歓迎スキル"
        options={options.skills}
        selected={state.welcomeSkillIds}
        excluded={state.requiredSkillIds}
        onChange={(welcomeSkillIds) => set({ welcomeSkillIds })}
        max={PROJECT_FORM_LIMITS.skills}
        error={errorAt(errors, "welcomeSkillIds")}
      />
    </FormGroup>
  );
}
