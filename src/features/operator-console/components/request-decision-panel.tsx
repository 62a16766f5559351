"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import type { ProjectRequestStatus } from "@/features/project-requests/project-requests.schemas";
import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";

import { OPERATOR_CONSOLE_ENDPOINTS as E } from "../operator-console.endpoints";
import { useConsoleAction } from "./console-action-provider";
import { TextAreaField } from "./console-fields";

type Props = { requestId: number; status: ProjectRequestStatus; corporationName: string };
type Pending = "publish" | "reject" | null;

const buttonClass = "inline-flex h-11 items-center rounded-md px-5 text-sm font-bold disabled:opacity-60";

/** 審査を開始 / 内容を編集 / 掲載する / 差し戻す for one request (issue 18); what the status allows only. */
export function RequestDecisionPanel({ requestId, status, corporationName }: Props) {
  const run = useConsoleAction();
  const router = useRouter();
  const [pending, setPending] = useState<Pending>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const params = { id: requestId };

  const act = async (send: () => Promise<{ ok: boolean; error?: { message: string; issues?: { message: string }[] } }>, done: string) => {
    setBusy(true);
    setError(undefined);
    const result = await send();
    setBusy(false);
    if (!result.ok) {
      setError(result.error?.issues?.[0]?.message ?? result.error?.message);
      return;
    }
    setPending(null);
    toast.success(done);
    router.refresh();
  };

  const canDecide = status === "pending" || status === "in_review";
  if (!canDecide) return null;
  return (
    <section aria-labelledby="decision-heading" className="rounded-lg border border-slate-200 bg-white p-5" data-testid="request-decision">
      <h2 id="decision-heading" className="font-bold text-slate-900">
        審査
      </h2>
      <FormAlert message={pending === null ? error : undefined} />
      <div className="mt-3 flex flex-wrap gap-3">
        {status === "pending" ? (
          <button
            type="button"
            disabled={isBusy}
            className={`${buttonClass} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
            onClick={() => act(() => run(() => callApi(E.startRequestReview, { params })), "審査を開始しました")}
          >
            審査を開始する
          </button>
        ) : null}
        <Link href={`/admin/project_requests/${requestId}/edit`} className={`${buttonClass} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}>
          内容を編集する
        </Link>
        <button type="button" disabled={isBusy} className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`} onClick={() => setPending("publish")}>
          掲載する
        </button>
        <button
          type="button"
          disabled={isBusy}
          className={`${buttonClass} border border-red-300 bg-white text-red-700 hover:bg-red-50`}
          onClick={() => setPending("reject")}
        >
          差し戻す
        </button>
      </div>
      <ConfirmDialog
        isOpen={pending === "publish"}
        onClose={() => setPending(null)}
        title="この依頼を掲載しますか？"
        message={`${corporationName}の案件として公開し、検索に表示されます。依頼者には掲載のお知らせメールが届きます。`}
        confirmLabel="掲載する"
        busyLabel="掲載しています…"
        isBusy={isBusy}
        tone="primary"
        onConfirm={() => act(() => run(() => callApi(E.publishRequest, { params })), "掲載しました")}
      >
        <FormAlert message={error} />
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={pending === "reject"}
        onClose={() => setPending(null)}
        title="この依頼を差し戻しますか？"
        message="コメントは依頼者の依頼ページとメールに表示されます。直してほしい点を具体的にお書きください。"
        confirmLabel="差し戻す"
        busyLabel="差し戻しています…"
        isBusy={isBusy}
        onConfirm={() => act(() => run(() => callApi(E.rejectRequest, { params, body: { comment } })), "差し戻しました")}
      >
        <FormAlert message={error} />
        <TextAreaField id="rejection-comment" label="差し戻しのコメント" value={comment} onChange={setComment} rows={5} maxLength={2000} isRequired />
      </ConfirmDialog>
    </section>
  );
}
