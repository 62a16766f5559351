import type { ProScout, SentScout } from "../scouts.schemas";

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
