"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { SCOUT_DECLINE_REASONS, type ScoutDeclineReason } from "@/db/schema";
import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";

import { SCOUT_DECLINE_REASON_LABELS } from "../scout-rules";
import { SCOUTS_ENDPOINTS as E } from "../scouts.endpoints";
import { SCOUT_ANSWER_MAX } from "../scouts.schemas";

type Answer = "accept" | "decline";

/**
 * 承諾 or 辞退 of a scout, each after a dialog: accepting says what happens (the corporation is told
 * and the conversation opens) and takes an optional first message; declining asks for the reason.
 */
export function ScoutAnswerButtons({ scoutId, corporationName }: { scoutId: number; corporationName: string }) {
  const router = useRouter();
  const [open, setOpen] = useState<Answer | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState("");
  const [reason, setReason] = useState<ScoutDeclineReason | "">("");
  const [error, setError] = useState<string>();

  function close() {
    setOpen(null);
    setError(undefined);
  }

  async function answer() {
    if (open === "decline" && reason === "") return setError("辞退の理由を選んでください");
    setIsBusy(true);
    const result =
      open === "accept"
        ? await callApi(E.accept, { params: { id: scoutId }, body: { message } })
        : await callApi(E.decline, { params: { id: scoutId }, body: { reason: reason as ScoutDeclineReason, message } });
    setIsBusy(false);
    if (!result.ok) return setError(result.error.issues?.[0]?.message ?? result.error.message);
    toast.success(open === "accept" ? "スカウトを承諾しました" : "スカウトを辞退しました");
    close();
    router.refresh();
  }

  const fieldId = `scout-answer-${scoutId}`;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button
        type="button"
        onClick={() => setOpen("decline")}
        className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-bold text-slate-700 hover:bg-slate-50"
        data-testid="decline-scout"
      >
        辞退する
      </button>
      <button
        type="button"
        onClick={() => setOpen("accept")}
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-bold text-white hover:bg-brand-700"
        data-testid="accept-scout"
      >
        承諾して話を聞く
      </button>
      {open ? (
        <ConfirmDialog
          isOpen
          onClose={close}
          title={open === "accept" ? "スカウトを承諾しますか？" : "スカウトを辞退しますか？"}
          message={
            open === "accept"
              ? `${corporationName}に承諾をお知らせし、この案件の商談の調整が始まります。企業からの連絡をお待ちください。`
              : `${corporationName}に辞退と理由をお知らせします。辞退したスカウトは元に戻せません。`
          }
          confirmLabel={open === "accept" ? "承諾する" : "辞退する"}
          busyLabel="送信しています…"
          isBusy={isBusy}
          tone={open === "accept" ? "primary" : "danger"}
          onConfirm={() => void answer()}
        >
          <div className="space-y-3">
            {open === "decline" ? (
              <div>
                <label htmlFor={`${fieldId}-reason`} className="block text-sm font-bold text-slate-700">
                  辞退の理由
                </label>
                <select
                  id={`${fieldId}-reason`}
                  value={reason}
                  onChange={(e) => setReason(e.target.value as ScoutDeclineReason | "")}
                  className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base"
                  aria-invalid={error && reason === "" ? true : undefined}
                >
                  <option value="">選んでください</option>
                  {SCOUT_DECLINE_REASONS.map((value) => (
                    <option key={value} value={value}>
                      {SCOUT_DECLINE_REASON_LABELS[value]}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div>
              <label htmlFor={`${fieldId}-message`} className="block text-sm font-bold text-slate-700">
                企業へのひとこと（任意）
              </label>
              <textarea
                id={`${fieldId}-message`}
                rows={3}
                maxLength={SCOUT_ANSWER_MAX}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                placeholder={
                  open === "accept"
                    ? "例: ご連絡ありがとうございます。来週の平日夜でしたらお話しできます。"
                    : "例: 現在の案件が来年3月まで続くため、今回は辞退いたします。"
                }
                className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base"
              />
            </div>
            {error ? (
              <p className="text-sm text-red-700" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
