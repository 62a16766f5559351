import type { ReactNode } from "react";

import { FieldMessages } from "@/ui/field-messages";

const inputClass = (error?: string) =>
  `block w-full rounded-md border px-3 py-2 text-base outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-100 ${
    error ? "border-red-500 bg-red-50" : "border-slate-300 bg-white"
  }`;

function describedBy(id: string, hint?: string, error?: string) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

function FieldLabel({ htmlFor, label, isRequired }: { htmlFor: string; label: string; isRequired?: boolean }) {
  return (
    <div className="mb-1 flex items-center gap-1">
      <label htmlFor={htmlFor} className="block text-sm font-bold text-slate-700">
        {label}
      </label>
      {isRequired ? (
        <span aria-hidden="true" className="text-xs text-red-600">
          必須
        </span>
      ) : null}
    </div>
  );
}

type TextAreaProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  maxLength: number;
  isRequired?: boolean;
  hint?: string;
  error?: string;
};

/** A labelled textarea whose hint and error are tied to it: the editors' body fields, and the text a console dialog asks for (a reason, a note, a comment). */
export function TextAreaField({ id, label, value, onChange, rows, maxLength, isRequired, hint, error }: TextAreaProps) {
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} isRequired={isRequired} />
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={rows}
        maxLength={maxLength}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass(error)}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

type ChoiceProps = { legend: string; name: string; value: string; options: readonly (readonly [string, string])[]; onChange: (value: string) => void; error?: string };

/** Radio buttons in a fieldset: a few choices, all visible at once. */
export function ChoiceField({ legend, name, value, options, onChange, error }: ChoiceProps) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-bold text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map(([key, label]) => (
          <label key={key} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={name} value={key} checked={value === key} onChange={() => onChange(key)} className="h-4 w-4 accent-brand-600" />
            {label}
          </label>
        ))}
      </div>
      <FieldMessages id={name} error={error} />
    </fieldset>
  );
}

/** The frame a live preview sits in, with what it shows. */
export function PreviewFrame({ id, note, children }: { id: string; note: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3" data-testid="content-preview">
      <div>
        <h2 id={id} className="text-lg font-bold text-slate-900">
          プレビュー
        </h2>
        <p className="mt-1 text-sm text-slate-600">{note}</p>
      </div>
      {children}
    </section>
  );
}

export { inputClass, describedBy, FieldLabel };
