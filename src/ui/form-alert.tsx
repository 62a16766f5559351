/** The form-level error, read out by screen readers as soon as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <div role="alert" aria-live="assertive" data-testid="form-alert">
      {message ? <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{message}</p> : null}
    </div>
  );
}
