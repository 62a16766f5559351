"use client";

import { useState } from "react";

import { fieldId, FormGroup, removeButton, secondaryButton } from "@/features/pros/profile/components/profile-form-controls";

import { PROJECT_FORM_LIMITS, SCREENING_STEP_SUGGESTIONS } from "../project-form.schemas";
import { errorAt } from "./form-errors";

type Props = { steps: string[]; onChange: (steps: string[]) => void; errors: Record<string, string> };

/** 選考フロー: one-click suggestions or a step typed in, kept in order, each moved up or down or removed. */
export function ScreeningStepsField({ steps, onChange, errors }: Props) {
  const [draft, setDraft] = useState("");
  const isFull = steps.length >= PROJECT_FORM_LIMITS.screeningSteps;
  const add = (step: string) => {
    const trimmed = step.trim();
    if (trimmed === "" || isFull) return;
    onChange([...steps, trimmed]);
    setDraft("");
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  const id = fieldId("screeningSteps");
  return (
    <FormGroup
      title="選考フロー"
      path="screeningSteps"
      error={errorAt(errors, "screeningSteps")}
      description={`応募から契約までの流れを順に（${PROJECT_FORM_LIMITS.screeningSteps}つまで）。`}
    >
      {steps.length ? (
        <ol className="space-y-2" data-testid="screening-step-list">
          {steps.map((step, index) => (
            <li key={`${index}-${step}`} className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 px-3 py-2">
              <span className="w-6 text-sm font-bold text-slate-500">{index + 1}.</span>
              <span className="min-w-0 flex-1 break-words">{step}</span>
              <button type="button" className={secondaryButton} disabled={index === 0} onClick={() => move(index, -1)} aria-label={`「${step}」を上へ`}>
                ↑
              </button>
              <button type="button" className={secondaryButton} disabled={index === steps.length - 1} onClick={() => move(index, 1)} aria-label={`「${step}」を下へ`}>
                ↓
              </button>
              <button type="button" className={removeButton} onClick={() => onChange(steps.filter((_, i) => i !== index))}>
                削除<span className="sr-only">（{step}）</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="flex flex-wrap gap-1.5" aria-label="よく使うステップ" role="group">
        {SCREENING_STEP_SUGGESTIONS.map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            disabled={isFull}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-600 disabled:opacity-50"
            onClick={() => add(suggestion)}
          >
            ＋ {suggestion}
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          選考ステップを入力
        </label>
        <input
          id={id}
          type="text"
          value={draft}
          maxLength={PROJECT_FORM_LIMITS.screeningStepText}
          disabled={isFull}
          placeholder="ほかのステップを入力（例: 役員面談）"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add(draft);
            }
          }}
          aria-invalid={errorAt(errors, "screeningSteps") ? true : undefined}
          aria-describedby={errorAt(errors, "screeningSteps") ? `${fieldId("screeningSteps")}-error` : undefined}
          className="block w-full min-w-0 rounded-md border border-slate-300 px-3 py-2 text-base"
        />
        <button type="button" className={`${secondaryButton} shrink-0`} disabled={isFull} onClick={() => add(draft)}>
          追加
        </button>
      </div>
    </FormGroup>
  );
}
