"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";

import { InputField, SelectField, TextAreaField, fieldId } from "@/features/pros/profile/components/profile-form-controls";
import { toFieldErrors } from "@/lib/field-errors";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";

import { APPLICATIONS_ENDPOINTS as E } from "../applications.endpoints";
import { APPLY_MESSAGE_LIMITS, applyBodySchema, SHARED_SECTION_LABELS, type ApplyFormContext, type ApplyInput } from "../applications.schemas";

const CHECK_MESSAGE = "入力内容をご確認ください。赤く表示された項目があります。";
const RATE_LABELS = { monthly: "希望単価（月額・万円）", hourly: "希望単価（時給・円）", annual: "希望年収（万円）" } as const;
const DAYS = [1, 2, 3, 4, 5].map((n) => ({ id: n, name: `週${n}日` }));

/** "" is unset; anything else is sent as a number (the schema says what is wrong with it). */
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text.replace(/[,，]/g, "")));

/**
 * The application form (issue 15): the message, the asking rate in the project's own unit, the start
 * date, the days a week, and which optional parts of the profile go with it. Checked in the browser
 * with the server's schema; on success it says what happens next.
 */
export function ApplyForm({ context }: { context: ApplyFormContext }) {
  const { project, rateUnit, defaults, availableSections } = context;
  const [message, setMessage] = useState("");
  const [desiredRate, setDesiredRate] = useState(defaults.desiredRateAmount === null ? "" : String(defaults.desiredRateAmount));
  const [startsOn, setStartsOn] = useState(defaults.startsOn ?? "");
  const [daysPerWeek, setDaysPerWeek] = useState(defaults.daysPerWeek === null ? "" : String(defaults.daysPerWeek));
  const [sections, setSections] = useState<string[]>([...availableSections]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  const [sentId, setSentId] = useState<number | null>(null);

  function showErrors(next: Record<string, string>, alert: string) {
    setErrors(next);
    setFormError(alert);
    const first = Object.keys(next)[0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = {
      message,
      desiredRateAmount: numberOrNull(desiredRate),
      startsOn: startsOn === "" ? null : startsOn,
      daysPerWeek: numberOrNull(daysPerWeek),
      sharedSections: sections,
    } as ApplyInput;
    const parsed = applyBodySchema(rateUnit).safeParse(body);
    if (!parsed.success) return showErrors(toFieldErrors(parsed.error), CHECK_MESSAGE);
    setIsSending(true);
    const result = await callApi(E.apply, { params: { id: project.id }, body });
    setIsSending(false);
    if (!result.ok) return showErrors(toFieldErrors(result.error), result.error.issues?.length ? CHECK_MESSAGE : result.error.message);
    setSentId(result.data.id);
  }

  if (sentId !== null) {
    return (
      <section className="rounded-lg border border-green-200 bg-green-50 p-6" role="status" data-testid="apply-done">
        <h2 className="text-lg font-bold text-green-900">応募しました</h2>
        <p className="mt-2 text-sm text-green-900">
          {project.corporationName}
          に応募内容とプロフィールが届きました。選考の状況が変わると、通知とメールでお知らせします。応募の状況は「案件管理」でいつでも確認できます。
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href="/mypage/accept/projects" className="rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
            応募した案件を見る
          </Link>
          <Link href="/top/projects" className="rounded-md border border-slate-300 bg-white px-5 py-2.5 font-bold text-slate-700 hover:bg-slate-50">
            ほかの案件を探す
          </Link>
        </div>
      </section>
    );
  }

  const toggle = (section: string) => setSections((list) => (list.includes(section) ? list.filter((s) => s !== section) : [...list, section]));
  return (
    <form onSubmit={submit} noValidate className="space-y-6 rounded-lg border border-slate-200 bg-white p-5 sm:p-6" aria-busy={isSending} data-testid="apply-form">
      <FormAlert message={formError} />
      <TextAreaField
        path="message"
        label="企業へのメッセージ"
        required
        rows={8}
        value={message}
        onChange={(e) => {
          setMessage(e.target.value);
          if (errors.message) setErrors(({ message: _fixed, ...rest }) => rest);
        }}
        error={errors.message}
        hint={`${APPLY_MESSAGE_LIMITS.min}〜${APPLY_MESSAGE_LIMITS.max.toLocaleString("ja-JP")}文字（いま${Array.from(message.trim()).length.toLocaleString("ja-JP")}文字）。案件に活かせる経験や、稼働の希望を書きましょう。`}
        placeholder="例: ReactとTypeScriptでの管理画面開発を5年担当してきました。週3日から稼働できます。"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          path="desiredRateAmount"
          label={RATE_LABELS[rateUnit]}
          inputMode="numeric"
          value={desiredRate}
          onChange={(e) => setDesiredRate(e.target.value)}
          error={errors.desiredRateAmount}
          hint={`案件の予算: ${project.budgetLabel}。空欄なら予算どおり。`}
        />
        <InputField
          path="startsOn"
          label="稼働開始可能日"
          type="date"
          value={startsOn}
          onChange={(e) => setStartsOn(e.target.value)}
          error={errors.startsOn}
          hint="空欄なら「即日・相談」"
        />
        <SelectField
          path="daysPerWeek"
          label="稼働できる日数"
          value={daysPerWeek}
          onChange={(e) => setDaysPerWeek(e.target.value)}
          error={errors.daysPerWeek}
          hint={project.availableTimeLabel ? `案件の稼働: ${project.availableTimeLabel}` : undefined}
          placeholder="相談して決めたい"
          choices={DAYS}
        />
      </div>
      <fieldset aria-describedby="shared-sections-hint">
        <legend className="text-sm font-bold text-slate-700">プロフィールから一緒に送る項目</legend>
        <p id="shared-sections-hint" className="mt-1 text-xs text-slate-500">
          氏名・見出し・職種・スキルは必ず企業に届きます。{availableSections.length === 0 ? "自己紹介・職務経歴・ポートフォリオはプロフィールに入力すると選べます。" : ""}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {availableSections.map((section) => (
            <label key={section} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="h-4 w-4" checked={sections.includes(section)} onChange={() => toggle(section)} />
              {SHARED_SECTION_LABELS[section]}
            </label>
          ))}
        </div>
        {errors.sharedSections ? <p className="mt-1 text-sm text-red-700">{errors.sharedSections}</p> : null}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
        <button type="submit" disabled={isSending} className="rounded-md bg-brand-600 px-8 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60">
          {isSending ? "送信しています…" : "この内容で応募する"}
        </button>
        <p className="text-xs text-slate-500">仲介手数料はかかりません。応募後も「案件管理」から辞退できます。</p>
      </div>
    </form>
  );
}
