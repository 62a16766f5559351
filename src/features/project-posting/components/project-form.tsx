"use client";

import { useState, type FormEvent } from "react";

import { fieldId } from "@/features/pros/profile/components/profile-form-controls";
import { useLeaveWarning } from "@/features/pros/profile/components/use-leave-warning";
import { toFieldErrors } from "@/lib/field-errors";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";
import { useIsHydrated } from "@/ui/use-is-hydrated";

import { projectFormSchemaAt, type ProjectDraftFields, type ProjectFormInput } from "../project-form.schemas";
import { BasicsFieldset } from "./basics-fieldset";
import { BudgetFieldset } from "./budget-fieldset";
import { ConditionsFieldset } from "./conditions-fieldset";
import { PreviewPlaceholder, ProjectFormPreview } from "./project-form-preview";
import { toDraftFields, toFormInput, toFormState, type ProjectFormOptions, type ProjectFormState } from "./project-form-state";
import { ScreeningStepsField } from "./screening-steps-field";

/** The form's keys whose errors the schema reports under another path. */
const ERROR_PATH_OF: Partial<Record<keyof ProjectFormState, string>> = { budgetUnit: "budget", budgetMin: "budget.min", budgetMax: "budget.max" };

const CHECK_MESSAGE = "入力内容をご確認ください。赤字の項目を直してから、もう一度お試しください。";

/** What an action answers: done, or refused with a message and field issues (shown next to each field). */
export type FormActionResult = { ok: true } | { ok: false; message: string; issues?: readonly { path: string; message: string }[] };

/**
 * One button of the form. The form owns no API: the page that uses it says what each button does
 * (a paid plan's publish, a free plan's request), so the same form serves both.
 */
export type ProjectFormAction = {
  key: string;
  label: string;
  busyLabel: string;
  style: "primary" | "secondary" | "danger";
  /** "form": checked with ProjectFormSchema in the browser first; "draft": sent as typed; "none": no fields. */
  payload: "form" | "draft" | "none";
  confirm?: { title: string; message: string; confirmLabel: string };
  run: (values: { form: ProjectFormInput; draft: ProjectDraftFields }) => Promise<FormActionResult>;
};

type Props = { initial: ProjectDraftFields; options: ProjectFormOptions; actions: ProjectFormAction[]; today: string; status?: React.ReactNode };

const BUTTON_CLASS: Record<ProjectFormAction["style"], string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
  danger: "border border-red-300 bg-white text-red-700 hover:bg-red-50",
};

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
function focusFirstError(errors: Record<string, string>) {
  for (const path of Object.keys(errors)) {
    const parts = path.split(".");
    const element = [path, parts.slice(0, 2).join("."), parts[0]!].map((p) => document.getElementById(fieldId(p))).find(Boolean);
    if (element) {
      element.focus();
      element.scrollIntoView({ block: "center" });
      return;
    }
  }
}

/**
 * The posting form (spec S-BAR-8, issue 14): every field of ProjectFormSchema, the same schema as the
 * server's, field errors in Japanese beside each field, a live preview of the public page, and the
 * buttons its page gives it.
 */
export function ProjectForm({ initial, options, actions, today, status }: Props) {
  const [state, setState] = useState<ProjectFormState>(() => toFormState(initial));
  const [saved, setSaved] = useState(() => JSON.stringify(toFormState(initial)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ProjectFormAction | null>(null);
  const [showPreview, setShowPreview] = useState(false);
  const isHydrated = useIsHydrated();
  const isDirty = JSON.stringify(state) !== saved;
  useLeaveWarning(isDirty && busyKey === null);

  const set = (patch: Partial<ProjectFormState>) => {
    setState((current) => ({ ...current, ...patch }));
    // A field's error goes as soon as the field is changed; the others stay until the next check.
    const touched = Object.keys(patch).map((key) => ERROR_PATH_OF[key as keyof ProjectFormState] ?? key);
    setErrors((current) => {
      const kept = Object.entries(current).filter(([path]) => !touched.some((t) => path === t || path.startsWith(`${t}.`)));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  };

  function showErrors(next: Record<string, string>, message: string) {
    setErrors(next);
    setFormError(message);
    requestAnimationFrame(() => focusFirstError(next));
  }

  async function perform(action: ProjectFormAction) {
    setConfirming(null);
    const form = toFormInput(state);
    if (action.payload === "form") {
      const parsed = projectFormSchemaAt(new Date()).safeParse(form);
      if (!parsed.success) return showErrors(toFieldErrors(parsed.error), CHECK_MESSAGE);
    }
    setBusyKey(action.key);
    const result = await action.run({ form, draft: toDraftFields(state) });
    setBusyKey(null);
    if (!result.ok) return showErrors(toFieldErrors(result), result.issues?.length ? CHECK_MESSAGE : result.message);
    setErrors({});
    setFormError(undefined);
    setSaved(JSON.stringify(state));
  }

  function request(action: ProjectFormAction) {
    if (action.payload === "form" && action.confirm) {
      const parsed = projectFormSchemaAt(new Date()).safeParse(toFormInput(state));
      if (!parsed.success) return showErrors(toFieldErrors(parsed.error), CHECK_MESSAGE);
    }
    if (action.confirm) setConfirming(action);
    else void perform(action);
  }

  const primary = actions.find((a) => a.style === "primary");
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (primary) request(primary);
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_30rem] xl:items-start">
      <form onSubmit={onSubmit} noValidate className="min-w-0 space-y-6" aria-busy={busyKey !== null} data-testid="project-form">
        {status}
        <FormAlert message={formError} />
        <BasicsFieldset state={state} set={set} errors={errors} options={options} />
        <BudgetFieldset state={state} set={set} errors={errors} />
        <ConditionsFieldset state={state} set={set} errors={errors} options={options} />
        <ScreeningStepsField steps={state.screeningSteps} onChange={(screeningSteps) => set({ screeningSteps })} errors={errors} />
        <button
          type="button"
          className="w-full rounded-md border border-slate-300 bg-white py-2 font-bold text-slate-700 xl:hidden"
          onClick={() => setShowPreview((v) => !v)}
          aria-expanded={showPreview}
        >
          {showPreview ? "プレビューを閉じる" : "プレビューを見る"}
        </button>
        {showPreview ? (
          <div className="xl:hidden">
            <ProjectFormPreview state={state} options={options} today={today} />
          </div>
        ) : null}
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-lg sm:border">
          {actions.map((action) => (
            <button
              key={action.key}
              type={action === primary ? "submit" : "button"}
              onClick={action === primary ? undefined : () => request(action)}
              disabled={busyKey !== null}
              className={`rounded-md px-5 py-2.5 font-bold transition disabled:opacity-60 ${BUTTON_CLASS[action.style]}`}
            >
              {busyKey === action.key ? action.busyLabel : action.label}
            </button>
          ))}
          <span className="text-sm text-slate-600" aria-live="polite">
            {isDirty ? "未保存の変更があります" : ""}
          </span>
        </div>
      </form>
      {/* Drawn once the script runs: a preview of a long description would otherwise be sent a third time
          with the page (textarea, hydration data, preview), past 100 KB at 10,000 characters. */}
      <div className="hidden xl:sticky xl:top-4 xl:block">
        {isHydrated ? <ProjectFormPreview state={state} options={options} today={today} /> : <PreviewPlaceholder />}
      </div>
      <ConfirmDialog
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.confirm?.title ?? ""}
        message={confirming?.confirm?.message ?? ""}
        confirmLabel={confirming?.confirm?.confirmLabel ?? ""}
        busyLabel={confirming?.busyLabel ?? ""}
        isBusy={busyKey !== null}
        tone={confirming?.style === "danger" ? "danger" : "primary"}
        onConfirm={() => confirming && void perform(confirming)}
      />
    </div>
  );
}
