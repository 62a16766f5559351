const LABELS: Record<string, { text: string; className: string }> = {
  pending: { text: "未送信", className: "bg-amber-50 text-amber-800 ring-amber-200" },
  sent: { text: "送信済み", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  failed: { text: "送信失敗", className: "bg-red-50 text-red-800 ring-red-200" },
};

/** A mail's delivery state as a small badge. */
export function MailStatus({ status }: { status: string }) {
  const label = LABELS[status] ?? LABELS.pending!;
  return <span className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${label.className}`}>{label.text}</span>;
}
