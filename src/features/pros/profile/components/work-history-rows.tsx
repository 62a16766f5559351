import { PROFILE_LIMITS } from "../pro-profile.schemas";
import { FormGroup, InputField, removeButton, secondaryButton, TextAreaField } from "./profile-form-controls";
import { newRowKey, type HistoryRow } from "./profile-form-state";

type Props = { rows: HistoryRow[]; onChange: (rows: HistoryRow[]) => void; errors: Record<string, string> };

const EMPTY: Omit<HistoryRow, "key"> = {
  companyName: "",
  isCompanyNameHidden: false,
  projectName: "",
  role: "",
  startedOn: "",
  endedOn: "",
  description: "",
  skills: "",
};

/** The first message about one of a history's skills ("workHistories.0.skillIds.2"). */
function skillsError(errors: Record<string, string>, index: number) {
  const prefix = `workHistories.${index}.skillIds`;
  return Object.entries(errors).find(([path]) => path === prefix || path.startsWith(`${prefix}.`))?.[1];
}

/** 職務経歴, newest first: company (name can be hidden), project, role, period, what was done, technologies. */
export function WorkHistoryRows({ rows, onChange, errors }: Props) {
  const update = (index: number, patch: Partial<HistoryRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <FormGroup
      title="職務経歴"
      path="workHistories"
      error={errors.workHistories}
      description={`新しいものから順に${PROFILE_LIMITS.workHistories}件まで。企業名は非公開にできます。`}
    >
      {rows.map((row, index) => {
        const at = (field: string) => `workHistories.${index}.${field}`;
        return (
          <div key={row.key} className="space-y-3 rounded-md border border-slate-100 bg-slate-50 p-3 sm:p-4">
            <p className="text-sm font-bold text-slate-700">経歴 {index + 1}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <InputField
                path={at("companyName")}
                label="会社名"
                required
                value={row.companyName}
                onChange={(e) => update(index, { companyName: e.target.value })}
                error={errors[at("companyName")]}
              />
              <div className="flex items-center gap-2 sm:mt-7">
                <input
                  id={`history-${index}-hidden`}
                  type="checkbox"
                  className="h-4 w-4"
                  checked={row.isCompanyNameHidden}
                  onChange={(e) => update(index, { isCompanyNameHidden: e.target.checked })}
                />
                <label htmlFor={`history-${index}-hidden`} className="text-sm text-slate-700">
                  企業名を非公開にする（「企業名非公開」と表示）
                </label>
              </div>
              <InputField
                path={at("projectName")}
                label="案件・プロジェクト名"
                value={row.projectName}
                onChange={(e) => update(index, { projectName: e.target.value })}
                error={errors[at("projectName")]}
              />
              <InputField
                path={at("role")}
                label="役割"
                placeholder="テックリード"
                value={row.role}
                onChange={(e) => update(index, { role: e.target.value })}
                error={errors[at("role")]}
              />
              <InputField
                path={at("startedOn")}
                label="開始年月"
                required
                type="month"
                value={row.startedOn}
                onChange={(e) => update(index, { startedOn: e.target.value })}
                error={errors[at("startedOn")]}
              />
              <InputField
                path={at("endedOn")}
                label="終了年月"
                type="month"
                hint="空欄なら「現在」と表示します"
                value={row.endedOn}
                onChange={(e) => update(index, { endedOn: e.target.value })}
                error={errors[at("endedOn")]}
              />
            </div>
            <TextAreaField
              path={at("description")}
              label="担当したこと"
              rows={4}
              value={row.description}
              onChange={(e) => update(index, { description: e.target.value })}
              error={errors[at("description")]}
              hint={`${row.description.length.toLocaleString("ja-JP")} / ${PROFILE_LIMITS.historyDescription.toLocaleString("ja-JP")}文字`}
            />
            <InputField
              path={at("skillIds")}
              label="使用技術"
              hint="カンマ区切り（例: TypeScript, React）"
              value={row.skills}
              onChange={(e) => update(index, { skills: e.target.value })}
              error={skillsError(errors, index)}
            />
            <button type="button" className={removeButton} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              この経歴を削除<span className="sr-only">（経歴 {index + 1}）</span>
            </button>
          </div>
        );
      })}
      {rows.length < PROFILE_LIMITS.workHistories ? (
        <button type="button" className={secondaryButton} onClick={() => onChange([...rows, { key: newRowKey(), ...EMPTY }])}>
          ＋ 経歴を追加
        </button>
      ) : null}
    </FormGroup>
  );
}
