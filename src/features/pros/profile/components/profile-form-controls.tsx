import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

import { FieldMessages } from "@/ui/field-messages";

/** The id of a field's control, from its path in the body ("skills.0.years"): errors and focus find it by this. */
export const fieldId = (path: string) => `field-${path.replace(/\./g, "-")}`;

const controlClass = (error?: string) =>
  `block w-full rounded-md border px-3 py-2 text-base outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-100 ${
    error ? "border-red-500 bg-red-50" : "border-slate-300 bg-white"
  }`;

type FrameProps = { path: string; label: string; error?: string; hint?: string; required?: boolean; children: ReactNode; className?: string };

/** Label, control, hint and error, tied together with aria-describedby like ui/text-field.tsx. */
function FieldFrame({ path, label, error, hint, required, children, className = "" }: FrameProps) {
  const id = fieldId(path);
  return (
    <div className={className}>
      <div className="mb-1 flex items-center gap-1">
        <label htmlFor={id} className="block text-sm font-bold text-slate-700">
          {label}
        </label>
        {required ? (
          <span aria-hidden="true" className="text-xs text-red-600">
            必須
          </span>
        ) : null}
      </div>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

const describedBy = (path: string, error?: string, hint?: string) =>
  [error ? `${fieldId(path)}-error` : null, hint ? `${fieldId(path)}-hint` : null].filter(Boolean).join(" ") || undefined;

type Common = { path: string; label: string; error?: string; hint?: string; className?: string };

export function InputField({ path, label, error, hint, className, ...input }: Common & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame path={path} label={label} error={error} hint={hint} required={input.required} className={className}>
      <input id={fieldId(path)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(path, error, hint)} className={controlClass(error)} {...input} />
    </FieldFrame>
  );
}

export function TextAreaField({ path, label, error, hint, className, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame path={path} label={label} error={error} hint={hint} required={area.required} className={className}>
      <textarea id={fieldId(path)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(path, error, hint)} className={controlClass(error)} {...area} />
    </FieldFrame>
  );
}

/** A select's list: `choices` after an empty `placeholder` option (unset), or the caller's own `<option>`s as children. */
type SelectChoices = { placeholder?: string; choices?: readonly { id: string | number; name: string }[] };

export function SelectField({
  path,
  label,
  error,
  hint,
  className,
  children,
  placeholder,
  choices,
  ...select
}: Common & SelectChoices & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame path={path} label={label} error={error} hint={hint} required={select.required} className={className}>
      <select id={fieldId(path)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(path, error, hint)} className={controlClass(error)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {choices?.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}

/** A titled group of the form with its own error line (for list-level messages such as 「スキルを1つ以上追加してください」). */
export function FormGroup({ title, path, error, children, description }: { title: string; path: string; error?: string; children: ReactNode; description?: string }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6" aria-describedby={error ? `${fieldId(path)}-error` : undefined}>
      <legend className="px-1 text-lg font-bold text-slate-900">{title}</legend>
      {description ? <p className="mb-3 text-sm text-slate-600">{description}</p> : null}
      {error ? (
        <p id={`${fieldId(path)}-error`} className="mb-3 text-sm text-red-700" tabIndex={-1}>
          {error}
        </p>
      ) : null}
      <div className="space-y-4">{children}</div>
    </fieldset>
  );
}

export const secondaryButton = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-bold text-slate-700 hover:bg-slate-50";
export const removeButton = "rounded-md px-2 py-1 text-sm text-red-700 underline-offset-2 hover:underline";
