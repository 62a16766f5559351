"use client";

import type { JobChangeIntention } from "@/db/schema/user-values";

import { JOB_CHANGE_INTENTION_CHOICES } from "../job-change-intention-labels";

type ChoicesProps = {
  name: string;
  value: JobChangeIntention | null;
  onChange: (value: JobChangeIntention) => void;
  legend: string;
};

/** The three answers as radio buttons in a fieldset: arrow keys move between them, as for any radio group. */
export function JobChangeIntentionChoices({ name, value, onChange, legend }: ChoicesProps) {
  return (
    <fieldset>
      <legend className="text-sm font-bold text-slate-700">{legend}</legend>
      <div className="mt-2 space-y-2">
        {JOB_CHANGE_INTENTION_CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="h-4 w-4 accent-brand-600"
            />
            <span className="text-slate-900">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
