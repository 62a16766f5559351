"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import type { ApplicationStatus } from "@/db/schema";
import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";

import { APPLICATION_STATUS_LABELS, DEFAULT_DECLINE_MESSAGE } from "../application-rules";
import { BOARD_ENDPOINTS as E } from "../board/board.endpoints";
import { DeclineMessageField } from "./decline-message-field";

/** The button text of a move, by where it goes from where it is (a step back says so). */
const MOVE_LABELS: Record<ApplicationStatus, string> = {
  applied: "未対応に戻す",
  in_talks: "商談調整中へ",
  meeting: "商談済へ",
  hired: "採用する",
  declined: "見送る",
  withdrawn: "",
};
const BACK_LABELS: Partial<Record<ApplicationStatus, string>> = { in_talks: "商談調整中に戻す", meeting: "商談済に戻す" };
const ORDER: readonly ApplicationStatus[] = ["applied", "in_talks", "meeting", "hired"];

const labelOf = (from: ApplicationStatus, to: ApplicationStatus) => (ORDER.indexOf(to) < ORDER.indexOf(from) && BACK_LABELS[to] ? BACK_LABELS[to] : MOVE_LABELS[to]);

/**
 * A card's moves as buttons (the keyboard's way too; drag is not needed to use the board). 見送る asks
 * first, with the polite words to the pro ready to edit.
 */
export function BoardMoveButtons({
  applicationId,
  status,
  moves,
  proName,
}: {
  applicationId: number;
  status: ApplicationStatus;
  moves: ApplicationStatus[];
  proName: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<ApplicationStatus | null>(null);
  const [isDeclining, setIsDeclining] = useState(false);
  const [message, setMessage] = useState(DEFAULT_DECLINE_MESSAGE);

  async function moveTo(to: ApplicationStatus) {
    setBusy(to);
    const result = await callApi(E.move, { params: { id: applicationId }, body: { to, message: to === "declined" ? message : null } });
    setBusy(null);
    if (!result.ok) {
      toast.error(result.error.issues?.[0]?.message ?? result.error.message);
      router.refresh();
      return;
    }
    setIsDeclining(false);
    toast.success(`${proName}さんを「${APPLICATION_STATUS_LABELS[to]}」に移しました`);
    router.refresh();
  }

  if (moves.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {moves.map((to) =>
        to === "declined" ? (
          <button key={to} type="button" onClick={() => setIsDeclining(true)} className="board-btn">
            見送る
          </button>
        ) : (
          <button
            key={to}
            type="button"
            disabled={busy !== null}
            onClick={() => void moveTo(to)}
            className={ORDER.indexOf(to) > ORDER.indexOf(status) ? "board-btn-forward" : "board-btn"}
          >
            {busy === to ? "移動しています…" : labelOf(status, to)}
          </button>
        ),
      )}
      {/* Mounted only while open: a closed dialog per card would send its template with every card. */}
      {isDeclining ? (
        <ConfirmDialog
          isOpen
          onClose={() => setIsDeclining(false)}
          title={`${proName}さんを見送りますか？`}
          message="メッセージは応募者の「案件管理」に表示されます。見送った応募は元に戻せません。"
          confirmLabel="見送りを伝える"
          busyLabel="送信しています…"
          isBusy={busy !== null}
          onConfirm={() => void moveTo("declined")}
        >
          <DeclineMessageField id={`decline-message-${applicationId}`} label={`${proName}さんへのメッセージ`} value={message} onChange={setMessage} />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
