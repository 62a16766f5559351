/**
 * The required text an operator writes in a confirmation dialog — a suspension's reason, a closure's
 * note to the company, a request's send-back comment — labelled, bounded, and styled alike.
 */
export function DialogTextArea({
  id,
  label,
  value,
  onChange,
  rows = 4,
  maxLength = 1000,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-bold text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={rows}
        maxLength={maxLength}
        required
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
      />
    </>
  );
}
