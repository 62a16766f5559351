"use client";

/** The words sent with 見送り: the polite template, ready to edit. */
export function DeclineMessageField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-bold text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={6}
        maxLength={1000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
    </div>
  );
}
