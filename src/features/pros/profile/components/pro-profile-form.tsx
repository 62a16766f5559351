"use client";

import { useMemo, useState, type FormEvent } from "react";
import { toast } from "sonner";

import { toFieldErrors } from "@/lib/field-errors";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";

import { PRO_PROFILE_ENDPOINTS } from "../pro-profile.endpoints";
import { ProProfileBodySchema, type ProProfileEditor } from "../pro-profile.schemas";
import { PortfolioRows } from "./portfolio-rows";
import { ProfileBasics, ProfileTerms } from "./profile-basics";
import { fieldId } from "./profile-form-controls";
import { skillIdResolver, toBodyInput, toFormState, toPreviewFields, type FormState, type ProfileOptions } from "./profile-form-state";
import { ProfilePreview } from "./profile-preview";
import { SKILL_LIST_ID, SkillRows } from "./skill-rows";
import { useLeaveWarning } from "./use-leave-warning";
import { WorkHistoryRows } from "./work-history-rows";

const CHECK_MESSAGE = "入力内容をご確認ください。赤字の項目を直してから、もう一度保存してください。";

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
function focusFirstError(errors: Record<string, string>) {
  for (const path of Object.keys(errors)) {
    const parts = path.split(".");
    // "workHistories.0.skillIds.2" is shown on the history's 使用技術 field.
    const candidates = [path, parts.slice(0, 3).join("."), parts[0]!];
    const element = candidates.map((p) => document.getElementById(fieldId(p))).find(Boolean);
    if (element) {
      element.focus();
      element.scrollIntoView({ block: "center" });
      return;
    }
  }
}

/** The pro's profile editor (/mypage/config/profile): every field, with the public card previewed beside it. */
export function ProProfileForm({ editor, options }: { editor: ProProfileEditor; options: ProfileOptions }) {
  const [state, setState] = useState<FormState>(() => toFormState(editor.profile, options));
  const [saved, setSaved] = useState(() => JSON.stringify(toFormState(editor.profile, options), (k, v: unknown) => (k === "key" ? undefined : v)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const skillId = useMemo(() => skillIdResolver(options), [options]);
  const snapshot = JSON.stringify(state, (k, v: unknown) => (k === "key" ? undefined : v));
  const isDirty = snapshot !== saved;
  useLeaveWarning(isDirty);

  const set = (patch: Partial<FormState>) => setState((current) => ({ ...current, ...patch }));

  function showErrors(next: Record<string, string>, message: string) {
    setErrors(next);
    setFormError(message);
    requestAnimationFrame(() => focusFirstError(next));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ProProfileBodySchema.safeParse(toBodyInput(state, skillId));
    if (!parsed.success) return showErrors(toFieldErrors(parsed.error), CHECK_MESSAGE);
    setIsSaving(true);
    const result = await callApi(PRO_PROFILE_ENDPOINTS.saveMyProfile, { body: parsed.data });
    setIsSaving(false);
    if (!result.ok) return showErrors(toFieldErrors(result.error), result.error.issues?.length ? CHECK_MESSAGE : result.error.message);
    setErrors({});
    setFormError(undefined);
    setSaved(snapshot);
    toast.success("プロフィールを保存しました");
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <form onSubmit={handleSubmit} noValidate className="min-w-0 space-y-6" aria-busy={isSaving} data-testid="pro-profile-form">
        <FormAlert message={formError} />
        <datalist id={SKILL_LIST_ID}>
          {options.skills.map((s) => (
            <option key={s.id} value={s.name} />
          ))}
        </datalist>
        <ProfileBasics state={state} set={set} errors={errors} options={options} />
        <SkillRows rows={state.skills} onChange={(skills) => set({ skills })} errors={errors} />
        <ProfileTerms state={state} set={set} errors={errors} options={options} />
        <WorkHistoryRows rows={state.workHistories} onChange={(workHistories) => set({ workHistories })} errors={errors} />
        <PortfolioRows rows={state.portfolioLinks} onChange={(portfolioLinks) => set({ portfolioLinks })} errors={errors} />
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-lg sm:border">
          <button type="submit" disabled={isSaving} className="rounded-md bg-brand-600 px-8 py-3 font-bold text-white transition hover:bg-brand-700 disabled:opacity-60">
            {isSaving ? "保存しています…" : "保存する"}
          </button>
          <span className="text-sm text-slate-600" aria-live="polite">
            {isDirty ? "未保存の変更があります" : "保存済み"}
          </span>
        </div>
      </form>
      <div className="lg:sticky lg:top-4">
        <ProfilePreview fields={toPreviewFields(state, skillId)} editor={editor} options={options} />
      </div>
    </div>
  );
}
