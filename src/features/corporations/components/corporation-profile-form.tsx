"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { CORPORATION_INDUSTRIES, CORPORATION_SIZES } from "@/db/schema";
import { fieldId, InputField, SelectField, TextAreaField } from "@/features/pros/profile/components/profile-form-controls";
import { useLeaveWarning } from "@/features/pros/profile/components/use-leave-warning";
import { toFieldErrors } from "@/lib/field-errors";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";

import { CORPORATION_PROFILE_ENDPOINTS } from "../corporation-profile.endpoints";
import { CORPORATION_LIMITS, corporationProfileBodySchema, type CorporationEditor } from "../corporation-profile.schemas";
import { EMPLOYEE_SIZE_LABELS, INDUSTRY_LABELS } from "../corporation-values";

type Option = { id: number; name: string };
type FormState = Record<"name" | "description" | "industry" | "employeeSize" | "websiteUrl" | "prefectureId" | "foundedYear" | "invoiceRegistrationNumber", string> & {
  isNamePublic: boolean;
};

const stateOf = (e: CorporationEditor): FormState => ({
  name: e.name,
  description: e.description,
  industry: e.industry ?? "",
  employeeSize: e.employeeSize ?? "",
  websiteUrl: e.websiteUrl ?? "",
  prefectureId: e.prefectureId === null ? "" : String(e.prefectureId),
  foundedYear: e.foundedYear === null ? "" : String(e.foundedYear),
  invoiceRegistrationNumber: e.invoiceRegistrationNumber ?? "",
  isNamePublic: e.isNamePublic,
});

const bodyOf = (s: FormState) => ({
  ...s,
  prefectureId: s.prefectureId === "" ? null : Number(s.prefectureId),
  foundedYear: s.foundedYear.trim() === "" ? null : Number(s.foundedYear),
});

/** The company profile (owner and admin): the same schema as the server, errors on their fields, focus on the first. */
export function CorporationProfileForm({ editor, prefectures, thisYear }: { editor: CorporationEditor; prefectures: Option[]; thisYear: number }) {
  const [saved, setSaved] = useState(() => stateOf(editor));
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const isDirty = JSON.stringify(form) !== JSON.stringify(saved);
  useLeaveWarning(isDirty);

  const set = (key: keyof FormState) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [key]: value }));
  };

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(undefined);
    const checked = corporationProfileBodySchema(thisYear).safeParse(bodyOf(form));
    if (!checked.success) return showErrors(toFieldErrors(checked.error));
    setIsBusy(true);
    const result = await callApi(CORPORATION_PROFILE_ENDPOINTS.save, { body: bodyOf(form) });
    setIsBusy(false);
    if (!result.ok) {
      showErrors(toFieldErrors(result.error));
      return setAlert(result.error.message);
    }
    const next = stateOf(result.data);
    setSaved(next);
    setForm(next);
    setErrors({});
    toast.success("企業情報を保存しました");
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5" aria-label="企業情報">
      <FormAlert message={alert} />
      <InputField
        path="name"
        label="企業名"
        required
        maxLength={CORPORATION_LIMITS.name}
        value={form.name}
        onChange={set("name")}
        error={errors.name}
        autoComplete="organization"
      />
      <TextAreaField
        path="description"
        label="企業の紹介"
        rows={8}
        value={form.description}
        onChange={set("description")}
        error={errors.description}
        hint={`事業内容や開発体制、働き方など（${CORPORATION_LIMITS.description.toLocaleString("ja-JP")}文字まで）。改行はそのまま表示されます。`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          path="industry"
          label="業種"
          value={form.industry}
          onChange={set("industry")}
          error={errors.industry}
          placeholder="選択してください"
          choices={CORPORATION_INDUSTRIES.map((key) => ({ id: key, name: INDUSTRY_LABELS[key] }))}
        />
        <SelectField
          path="employeeSize"
          label="従業員数"
          value={form.employeeSize}
          onChange={set("employeeSize")}
          error={errors.employeeSize}
          placeholder="選択してください"
          choices={CORPORATION_SIZES.map((key) => ({ id: key, name: EMPLOYEE_SIZE_LABELS[key] }))}
        />
        <SelectField
          path="prefectureId"
          label="所在地（都道府県）"
          value={form.prefectureId}
          onChange={set("prefectureId")}
          error={errors.prefectureId}
          placeholder="選択してください"
          choices={prefectures}
        />
        <InputField
          path="foundedYear"
          label="設立年"
          inputMode="numeric"
          placeholder="例: 2015"
          value={form.foundedYear}
          onChange={set("foundedYear")}
          error={errors.foundedYear}
        />
      </div>
      <InputField
        path="websiteUrl"
        label="Webサイト"
        type="url"
        placeholder="https://"
        value={form.websiteUrl}
        onChange={set("websiteUrl")}
        error={errors.websiteUrl}
        autoComplete="url"
      />
      <InputField
        path="invoiceRegistrationNumber"
        label="適格請求書発行事業者登録番号"
        placeholder="T1234567890123"
        value={form.invoiceRegistrationNumber}
        onChange={set("invoiceRegistrationNumber")}
        error={errors.invoiceRegistrationNumber}
        hint="インボイス制度の登録番号（「T」と13桁の数字）。登録していない場合は空欄のままにしてください。"
      />
      <div className="rounded-md border border-slate-200 bg-slate-50 p-4">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            id={fieldId("isNamePublic")}
            checked={form.isNamePublic}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setForm((current) => ({ ...current, isNamePublic: checked }));
            }}
            aria-describedby="is-name-public-hint"
            className="mt-1 h-4 w-4 accent-brand-600"
          />
          <span className="font-bold text-slate-800">企業名を未ログインの閲覧者にも公開する</span>
        </label>
        <p id="is-name-public-hint" className="mt-1 pl-7 text-sm text-slate-600">
          オフにすると、ログインしていない人には企業ページと案件ページの企業名・ロゴ・Webサイト・登録番号が「＊＊＊＊＊」などで伏せて表示されます。紹介文は伏せられないため、企業名を書かないようご注意ください。
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" disabled={isBusy} className="rounded-md bg-brand-600 px-6 py-2.5 font-bold text-white hover:bg-brand-700 disabled:opacity-50">
          {isBusy ? "保存しています…" : "保存する"}
        </button>
        {isDirty ? <span className="text-sm text-slate-600">保存していない変更があります</span> : null}
      </div>
    </form>
  );
}
