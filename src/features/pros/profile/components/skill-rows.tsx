import { PROFILE_LIMITS } from "../pro-profile.schemas";
import { FormGroup, InputField, removeButton, secondaryButton } from "./profile-form-controls";
import { newRowKey, type SkillRow } from "./profile-form-state";

export const SKILL_LIST_ID = "profile-skill-options";

type Props = { rows: SkillRow[]; onChange: (rows: SkillRow[]) => void; errors: Record<string, string> };

/** スキルと経験年数: one row each, names picked from the catalog's list (a datalist, so typing narrows it). */
export function SkillRows({ rows, onChange, errors }: Props) {
  const update = (index: number, patch: Partial<SkillRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <FormGroup
      title="スキル・経験年数"
      path="skills"
      error={errors.skills}
      description={`よく使うものから順に、${PROFILE_LIMITS.skills}個まで。一覧にある名前で入力してください。`}
    >
      {rows.map((row, index) => (
        <div key={row.key} className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-start gap-2">
          <InputField
            path={`skills.${index}.skillId`}
            label={`スキル ${index + 1}`}
            list={SKILL_LIST_ID}
            value={row.name}
            onChange={(e) => update(index, { name: e.target.value })}
            error={errors[`skills.${index}.skillId`]}
            autoComplete="off"
          />
          <InputField
            path={`skills.${index}.years`}
            label="経験年数"
            type="number"
            inputMode="numeric"
            min={0}
            max={PROFILE_LIMITS.skillYears}
            value={row.years}
            onChange={(e) => update(index, { years: e.target.value })}
            error={errors[`skills.${index}.years`]}
          />
          <button type="button" className={`${removeButton} mt-7`} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            削除<span className="sr-only">（スキル {index + 1}）</span>
          </button>
        </div>
      ))}
      {rows.length < PROFILE_LIMITS.skills ? (
        <button type="button" className={secondaryButton} onClick={() => onChange([...rows, { key: newRowKey(), name: "", years: "1" }])}>
          ＋ スキルを追加
        </button>
      ) : null}
    </FormGroup>
  );
}
