/**
 * The hint and the error under a form field, with the ids its control names in aria-describedby
 * (`{id}-hint`, `{id}-error`), so every form announces them the same way.
 */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
