import { CONTACT_LIMITS } from "../contact.schemas";

type ContactBodyFieldProps = { value: string; onChange: (value: string) => void; error?: string };

/**
 * お問い合わせ内容 with a live character count. The count is what the server checks (trimmed
 * length); it is tied to the field by aria-describedby rather than announced on every keystroke.
 */
export function ContactBodyField({ value, onChange, error }: ContactBodyFieldProps) {
  const id = "field-body";
  const length = value.trim().length;
  const isOver = length > CONTACT_LIMITS.bodyMax;
  const describedBy = [error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(" ");
  return (
    <div>
      <div className="mb-1 flex items-center gap-1">
        <label htmlFor={id} className="block text-sm font-bold text-slate-700">
          お問い合わせ内容
        </label>
        <span aria-hidden="true" className="text-xs text-red-600">
          必須
        </span>
      </div>
      <textarea
        id={id}
        name="body"
        rows={8}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full resize-y rounded-md border px-3 py-2 text-base outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-100 ${
          error ? "border-red-500 bg-red-50" : "border-slate-300 bg-white"
        }`}
      />
      <div className="mt-1 flex items-start justify-between gap-4">
        <div>
          {error ? (
            <p id={`${id}-error`} className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <p id={`${id}-count`} className={`shrink-0 text-xs tabular-nums ${isOver ? "font-bold text-red-700" : "text-slate-600"}`} data-testid="body-count">
          {length.toLocaleString("ja-JP")} / {CONTACT_LIMITS.bodyMax.toLocaleString("ja-JP")}文字
        </p>
      </div>
    </div>
  );
}
