import { fieldId } from "@/features/pros/profile/components/profile-form-controls";

import type { Option } from "./project-form-state";

type Props = { path: string; legend: string; options: Option[]; selected: number[]; onChange: (ids: number[]) => void; max: number; error?: string; required?: boolean };

/** A short list to tick (professions, tags); past `max`, the rest are disabled rather than refused later. */
export function CheckboxGroup({ path, legend, options, selected, onChange, max, error, required }: Props) {
  const id = fieldId(path);
  const isFull = selected.length >= max;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 flex items-center gap-1 text-sm font-bold text-slate-700">
        {legend}
        {required ? <span className="text-xs text-red-600">必須</span> : null}
        <span className="text-xs font-normal text-slate-500">（{max}つまで）</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => {
          const checked = selected.includes(option.id);
          return (
            <label
              key={option.id}
              className={`flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm ${checked ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 bg-white"}`}
            >
              <input
                id={index === 0 ? id : undefined}
                type="checkbox"
                checked={checked}
                disabled={!checked && isFull}
                onChange={() => onChange(checked ? selected.filter((s) => s !== option.id) : [...selected, option.id])}
                className="h-4 w-4 accent-brand-600"
              />
              {option.name}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
