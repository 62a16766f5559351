import { PROFILE_LIMITS } from "../pro-profile.schemas";
import { fieldId, FormGroup, InputField, SelectField, TextAreaField } from "./profile-form-controls";
import type { FormState, ProfileOptions } from "./profile-form-state";

type Props = { state: FormState; set: (patch: Partial<FormState>) => void; errors: Record<string, string>; options: ProfileOptions };

/** Who the pro is: headline, professions, self-introduction, experience. */
export function ProfileBasics({ state, set, errors, options }: Props) {
  const toggleProfession = (id: number, on: boolean) => set({ professionIds: on ? [...state.professionIds, id] : state.professionIds.filter((p) => p !== id) });
  return (
    <FormGroup title="基本情報" path="basics">
      <InputField
        path="headline"
        label="キャッチコピー"
        required
        maxLength={PROFILE_LIMITS.headline + 20}
        value={state.headline}
        onChange={(e) => set({ headline: e.target.value })}
        error={errors.headline}
        hint="例: React と TypeScript で事業を伸ばすフロントエンドエンジニア（100文字まで）"
      />
      <fieldset aria-describedby={errors.professionIds ? `${fieldId("professionIds")}-error` : undefined}>
        <legend className="mb-1 text-sm font-bold text-slate-700">
          職種 <span className="text-xs font-normal text-red-600">必須・{PROFILE_LIMITS.professions}つまで</span>
        </legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3" id={fieldId("professionIds")} tabIndex={-1}>
          {options.professions.map((p) => (
            <label key={p.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="h-4 w-4" checked={state.professionIds.includes(p.id)} onChange={(e) => toggleProfession(p.id, e.target.checked)} />
              {p.name}
            </label>
          ))}
        </div>
        {errors.professionIds ? (
          <p id={`${fieldId("professionIds")}-error`} className="mt-1 text-sm text-red-700">
            {errors.professionIds}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        path="bio"
        label="自己紹介"
        rows={8}
        value={state.bio}
        onChange={(e) => set({ bio: e.target.value })}
        error={errors.bio}
        hint={`${state.bio.length.toLocaleString("ja-JP")} / ${PROFILE_LIMITS.bio.toLocaleString("ja-JP")}文字。改行はそのまま表示されます。`}
      />
      <InputField
        path="yearsOfExperience"
        label="実務経験（年）"
        type="number"
        inputMode="numeric"
        min={0}
        max={60}
        className="sm:max-w-48"
        value={state.yearsOfExperience}
        onChange={(e) => set({ yearsOfExperience: e.target.value })}
        error={errors.yearsOfExperience}
      />
    </FormGroup>
  );
}

/** On what terms: rates, time, start, remote, where, and who may see the profile. */
export function ProfileTerms({ state, set, errors, options }: Props) {
  const number = (key: keyof FormState, label: string, extra: { min: number; max: number; hint?: string }) => (
    <InputField
      path={key}
      label={label}
      type="number"
      inputMode="numeric"
      min={extra.min}
      max={extra.max}
      hint={extra.hint}
      value={state[key] as string}
      onChange={(e) => set({ [key]: e.target.value })}
      error={errors[key]}
    />
  );
  return (
    <FormGroup title="希望条件" path="terms" description="単価は月額・時給のどちらか、または両方を入力できます。空欄は「相談」と表示します。">
      <div className="grid gap-4 sm:grid-cols-2">
        {number("desiredMonthlyRateMan", "希望月額（万円）", { min: 1, max: 1000, hint: "例: 55 →「月55万円〜」" })}
        {number("desiredHourlyRateYen", "希望時給（円）", { min: 500, max: 100000, hint: "例: 5000 →「時給5,000円〜」" })}
        {number("availableDaysPerWeek", "稼働日数（週）", { min: 1, max: 5 })}
        {number("availableHoursPerDay", "1日の稼働時間", { min: 1, max: 12 })}
        <InputField
          path="availableFrom"
          label="稼働開始可能日"
          type="date"
          hint="空欄なら「稼働開始日は相談」"
          value={state.availableFrom}
          onChange={(e) => set({ availableFrom: e.target.value })}
          error={errors.availableFrom}
        />
        <SelectField
          path="remoteTypeId"
          label="リモート希望"
          value={state.remoteTypeId}
          onChange={(e) => set({ remoteTypeId: e.target.value })}
          error={errors.remoteTypeId}
          placeholder="指定しない"
          choices={options.remoteTypes}
        />
        <SelectField
          path="prefectureId"
          label="居住地（都道府県）"
          value={state.prefectureId}
          onChange={(e) => set({ prefectureId: e.target.value })}
          error={errors.prefectureId}
          placeholder="指定しない"
          choices={options.prefectures}
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-bold text-slate-700">公開設定</legend>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="radio" name="isPublic" className="mt-1" checked={state.isPublic} onChange={() => set({ isPublic: true })} />
          <span>公開する（検索に表示。発注企業には実名、ログインしていない人には「山田 T.」のように表示）</span>
        </label>
        <label className="mt-2 flex items-start gap-2 text-sm text-slate-800">
          <input type="radio" name="isPublic" className="mt-1" checked={!state.isPublic} onChange={() => set({ isPublic: false })} />
          <span>非公開にする（応募した案件の企業にだけ表示）</span>
        </label>
      </fieldset>
    </FormGroup>
  );
}
