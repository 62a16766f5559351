"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { paths } from "@/config/navigation";
import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";

import { PROJECT_REQUESTS_ENDPOINTS as E } from "../project-requests.endpoints";

/** 取り下げ of a 申請中 or 差し戻し request: deleted after a confirmation, then back to the orderer's list. */
export function WithdrawRequestButton({ requestId }: { requestId: number }) {
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  async function withdraw() {
    setIsBusy(true);
    const result = await callApi(E.withdraw, { params: { id: requestId } });
    setIsBusy(false);
    if (!result.ok) {
      setIsOpen(false);
      toast.error(result.error.message);
      return;
    }
    toast.success("依頼を取り下げました");
    router.push(paths.ordererMyPage());
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="inline-flex h-11 items-center rounded-md border border-red-300 bg-white px-5 text-sm font-bold text-red-700 hover:bg-red-50"
        data-testid="withdraw-request"
      >
        依頼を取り下げる
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="この依頼を取り下げますか？"
        message="依頼は削除され、運営の審査も行われません。同じ内容を掲載したいときは、あらためて依頼してください。"
        confirmLabel="取り下げる"
        busyLabel="取り下げています…"
        isBusy={isBusy}
        onConfirm={() => void withdraw()}
      />
    </>
  );
}
