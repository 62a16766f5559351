import { FormGroup, InputField, SelectField } from "@/features/pros/profile/components/profile-form-controls";

import { PROJECT_FORM_LIMITS } from "../project-form.schemas";
import { CheckboxGroup } from "./checkbox-group";
import { errorAt, type SectionProps } from "./form-errors";
import type { Option, ProjectFormOptions, ProjectFormState } from "./project-form-state";

const choices = (options: Option[], placeholder: string) => [
  <option key="" value="">
    {placeholder}
  </option>,
  ...options.map((o) => (
    <option key={o.id} value={o.id}>
      {o.name}
    </option>
  )),
];

/** 稼働・場所・契約・募集要項: how, where and when the work happens, and the tags a search filters by. */
export function ConditionsFieldset({ state, set, errors, options }: SectionProps<ProjectFormState> & { options: ProjectFormOptions }) {
  return (
    <FormGroup title="稼働条件・募集要項" path="conditions">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          path="contractTypeId"
          label="契約形態"
          required
          value={state.contractTypeId}
          onChange={(e) => set({ contractTypeId: e.target.value })}
          error={errors.contractTypeId}
        >
          {choices(options.contractTypes, "選択してください")}
        </SelectField>
        <SelectField
          path="availableTimeId"
          label="稼働日数"
          required
          value={state.availableTimeId}
          onChange={(e) => set({ availableTimeId: e.target.value })}
          error={errors.availableTimeId}
        >
          {choices(options.availableTimes, "選択してください")}
        </SelectField>
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
        <SelectField
          path="remoteTypeId"
          label="リモート"
          required
          value={state.remoteTypeId}
          onChange={(e) => set({ remoteTypeId: e.target.value })}
          error={errors.remoteTypeId}
        >
          {choices(options.remoteTypes, "選択してください")}
        </SelectField>
        <SelectField path="prefectureId" label="勤務地" value={state.prefectureId} onChange={(e) => set({ prefectureId: e.target.value })} error={errors.prefectureId}>
          {choices(options.prefectures, "指定なし（フルリモート）")}
        </SelectField>
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
