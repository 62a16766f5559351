import type { ScoutStatus } from "@/db/schema";

import type { ProScout, SentScout } from "../scouts.schemas";

const STATUS_TONES: Record<ScoutStatus, string> = {
  sent: "bg-sky-100 text-sky-900",
  accepted: "bg-green-100 text-green-900",
  declined: "bg-slate-200 text-slate-700",
};

/** Where a scout stands, as a coloured badge in either side's list. */
export function ScoutStatusBadge({ status, label }: { status: ScoutStatus; label: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_TONES[status]}`} data-testid="scout-status">
      {label}
    </span>
  );
}

/** A declined scout's reason and the pro's words, as both sides read them. */
export function DeclineNote({ scout }: { scout: Pick<ProScout | SentScout, "status" | "declineReasonLabel" | "answerMessage"> }) {
  if (scout.status !== "declined") return null;
  return (
    <p className="mt-2 text-sm text-slate-600">
      辞退の理由: {scout.declineReasonLabel}
      {scout.answerMessage ? `「${scout.answerMessage}」` : ""}
    </p>
  );
}
