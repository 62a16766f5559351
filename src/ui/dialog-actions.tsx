/**
 * The two buttons at the foot of a dialog: キャンセル, then the action. Stacked on a phone with the
 * action on top, so the safe choice sits under the thumb; side by side from `sm` up. Without
 * `onConfirm` the action submits the dialog's form.
 */
export function DialogActions({
  onCancel,
  label,
  busyLabel,
  isBusy,
  onConfirm,
  tone = "primary",
}: {
  onCancel: () => void;
  label: string;
  /** Shown on the action while it runs. */
  busyLabel: string;
  isBusy: boolean;
  onConfirm?: () => void;
  /** "danger" (red) for what cannot be undone. */
  tone?: "danger" | "primary";
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-4 py-2 font-bold text-slate-700 hover:bg-slate-50">
        キャンセル
      </button>
      <button
        type={onConfirm ? "button" : "submit"}
        onClick={onConfirm}
        disabled={isBusy}
        className={`rounded-md px-4 py-2 font-bold text-white disabled:opacity-60 ${tone === "danger" ? "bg-red-600 hover:bg-red-700" : "bg-brand-600 hover:bg-brand-700"}`}
      >
        {isBusy ? busyLabel : label}
      </button>
    </div>
  );
}
