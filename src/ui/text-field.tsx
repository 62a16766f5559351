import type { InputHTMLAttributes } from "react";

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, name, error, hint, id, className = "", ...inputProps }: TextFieldProps) {
  const inputId = id ?? `field-${name}`;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <div className="mb-1 flex items-center gap-1">
        <label htmlFor={inputId} className="block text-sm font-bold text-slate-700">
          {label}
        </label>
        {/* The input's `required` is what assistive technology announces; the badge is for the eye. */}
        {inputProps.required ? (
          <span aria-hidden="true" className="text-xs text-red-600">
            必須
          </span>
        ) : null}
      </div>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`block w-full rounded-md border px-3 py-2 text-base outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-100 ${
          error ? "border-red-500 bg-red-50" : inputProps.readOnly ? "border-slate-200 bg-slate-100 text-slate-600" : "border-slate-300 bg-white"
        }`}
        {...inputProps}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
