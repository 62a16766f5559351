"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";

import { APPLICATIONS_ENDPOINTS as E } from "../applications.endpoints";
import { WITHDRAW_REASON_MAX } from "../applications.schemas";

/** 辞退 after a confirmation, with an optional reason the corporation reads; the list then redraws. */
export function WithdrawApplicationButton({ applicationId, projectTitle }: { applicationId: number; projectTitle: string }) {
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  async function withdraw() {
    setIsBusy(true);
    const result = await callApi(E.withdraw, { params: { id: applicationId }, body: { reason: reason.trim() === "" ? null : reason } });
    setIsBusy(false);
    if (!result.ok) {
      setError(result.error.issues?.[0]?.message ?? result.error.message);
      return;
    }
    setIsOpen(false);
    toast.success("応募を辞退しました");
    router.refresh();
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-bold text-slate-700 hover:bg-slate-50"
        data-testid="withdraw-application"
      >
        辞退する
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="この応募を辞退しますか？"
        message={`「${projectTitle}」への応募を辞退します。辞退した案件には、もう一度応募することはできません。`}
        confirmLabel="辞退する"
        busyLabel="辞退しています…"
        isBusy={isBusy}
        onConfirm={() => void withdraw()}
      >
        <div>
          <label htmlFor={`withdraw-reason-${applicationId}`} className="block text-sm font-bold text-slate-700">
            企業へのひとこと（任意）
          </label>
          <textarea
            id={`withdraw-reason-${applicationId}`}
            rows={3}
            maxLength={WITHDRAW_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="例: 別の案件で稼働が決まりました。ご検討いただきありがとうございました。"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `withdraw-error-${applicationId}` : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base"
          />
          {error ? (
            <p id={`withdraw-error-${applicationId}`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
    </>
  );
}
