"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";

import { DEFAULT_DECLINE_MESSAGE } from "../application-rules";
import { BOARD_ENDPOINTS as E } from "../board/board.endpoints";
import { bulkSelection, useBulkSelection } from "./bulk-selection";
import { DeclineMessageField } from "./decline-message-field";

/** A 未対応 card's tick for a bulk 見送り. */
export function BulkSelectBox({ applicationId, proName }: { applicationId: number; proName: string }) {
  const selected = useBulkSelection();
  return (
    <label className="flex items-center gap-1 text-xs text-slate-600">
      <input
        type="checkbox"
        className="h-4 w-4"
        checked={selected.has(applicationId)}
        onChange={() => bulkSelection.toggle(applicationId)}
        aria-label={`${proName}さんを選択`}
      />
      選択
    </label>
  );
}

/** The 未対応 column's bar: how many are ticked, and 見送り of them all with one message (the polite template, editable). */
export function BulkDeclineBar() {
  const router = useRouter();
  const selected = useBulkSelection();
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState(DEFAULT_DECLINE_MESSAGE);
  if (selected.size === 0) return null;

  async function decline() {
    setIsBusy(true);
    const result = await callApi(E.bulkDecline, { body: { ids: [...selected], message } });
    setIsBusy(false);
    if (!result.ok) {
      toast.error(result.error.issues?.[0]?.message ?? result.error.message);
      return;
    }
    setIsOpen(false);
    bulkSelection.clear();
    const skipped = result.data.skipped.length;
    toast.success(`${result.data.declined.length}人を見送りました${skipped > 0 ? `（${skipped}人はすでに選考が終わっていたため、そのままです）` : ""}`);
    router.refresh();
  }

  return (
    <div className="mt-3 flex items-center justify-between gap-2 rounded-md bg-white px-3 py-2 text-xs" data-testid="bulk-decline-bar">
      <span className="font-bold text-slate-700">{selected.size}人を選択中</span>
      <span className="flex gap-2">
        <button type="button" onClick={() => bulkSelection.clear()} className="rounded-md border border-slate-300 px-2 py-1 font-bold text-slate-600">
          選択を解除
        </button>
        <button type="button" onClick={() => setIsOpen(true)} className="rounded-md bg-red-600 px-2 py-1 font-bold text-white hover:bg-red-700">
          まとめて見送る
        </button>
      </span>
      {isOpen ? (
        <ConfirmDialog
          isOpen
          onClose={() => setIsOpen(false)}
          title={`${selected.size}人をまとめて見送りますか？`}
          message="全員に同じ文面のメッセージが届き、応募者の「案件管理」に表示されます。見送った応募は元に戻せません。"
          confirmLabel={`${selected.size}人に見送りを伝える`}
          busyLabel="送信しています…"
          isBusy={isBusy}
          onConfirm={() => void decline()}
        >
          <DeclineMessageField id="bulk-decline-message" label="応募者へのメッセージ" value={message} onChange={setMessage} />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
