import { FormGroup, InputField, SelectField } from "@/features/pros/profile/components/profile-form-controls";

import { PROJECT_FORM_LIMITS } from "../project-form.schemas";
import { CheckboxGroup } from "./checkbox-group";
import { errorAt, type SectionProps } from "./form-errors";
import type { Option, ProjectFormOptions, ProjectFormState } from "./project-form-state";

type ChoiceKey = "contractTypeId" | "availableTimeId" | "remoteTypeId" | "prefectureId";
type ChoiceProps = SectionProps<ProjectFormState> & { name: ChoiceKey; label: string; list: Option[]; placeholder: string; required?: boolean };

/** One of the form's reference-list selects: "" is its placeholder (unset, or 指定なし for the prefecture). */
function Choice({ name, label, list, placeholder, required, state, set, errors }: ChoiceProps) {
  return (
    <SelectField
      path={name}
      label={label}
      required={required}
      value={state[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={errors[name]}
      placeholder={placeholder}
      choices={list}
    />
  );
}

/** 稼働・場所・契約・募集要項: how, where and when the work happens, and the tags a search filters by. */
export function ConditionsFieldset({ state, set, errors, options }: SectionProps<ProjectFormState> & { options: ProjectFormOptions }) {
  const section = { state, set, errors };
  return (
    <FormGroup title="稼働条件・募集要項" path="conditions">
      <div className="grid gap-4 sm:grid-cols-2">
        <Choice name="contractTypeId" label="契約形態" list={options.contractTypes} placeholder="選択してください" required {...section} />
        <Choice name="availableTimeId" label="稼働日数" list={options.availableTimes} placeholder="選択してください" required {...section} />
        <InputField
          path="minHoursPerWeek"
          label="最低稼働時間（週・時間）"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          value={state.minHoursPerWeek}
          onChange={(e) => set({ minHoursPerWeek: e.target.value })}
          error={errors.minHoursPerWeek}
          hint="空欄なら稼働日数のとおり"
        />
        <Choice name="remoteTypeId" label="リモート" list={options.remoteTypes} placeholder="選択してください" required {...section} />
        <Choice name="prefectureId" label="勤務地" list={options.prefectures} placeholder="指定なし（フルリモート）" {...section} />
        <InputField
          path="openings"
          label="募集人数"
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          value={state.openings}
          onChange={(e) => set({ openings: e.target.value })}
          error={errors.openings}
        />
        <InputField
          path="startsOn"
          label="稼働開始日"
          type="date"
          value={state.startsOn}
          onChange={(e) => set({ startsOn: e.target.value })}
          error={errors.startsOn}
          hint="空欄なら「即日・相談」"
        />
        <InputField
          path="applicationClosesOn"
          label="応募締切日"
          type="date"
          value={state.applicationClosesOn}
          onChange={(e) => set({ applicationClosesOn: e.target.value })}
          error={errors.applicationClosesOn}
          hint="空欄なら定員になり次第終了"
        />
      </div>
      <CheckboxGroup
        path="tagIds"
        legend="特徴タグ"
        options={options.tags}
        selected={state.tagIds}
        onChange={(tagIds) => set({ tagIds })}
        max={PROJECT_FORM_LIMITS.tags}
        error={errorAt(errors, "tagIds")}
      />
    </FormGroup>
  );
}
