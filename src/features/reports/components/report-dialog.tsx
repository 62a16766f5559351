"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import type { ReportReason, ReportTargetType } from "@/db/schema";
import { callApi } from "@/platform/api-contract/call-api";
import { Dialog } from "@/ui/dialog";
import { DialogActions } from "@/ui/dialog-actions";
import { FormAlert } from "@/ui/form-alert";

import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_TARGET_LABELS } from "../report-labels";
import { REPORTS_ENDPOINTS } from "../reports.endpoints";

type ReportDialogProps = { isOpen: boolean; onClose: () => void; targetType: ReportTargetType; targetId: number };

const REASONS = Object.entries(REPORT_REASON_LABELS) as [ReportReason, string][];

/**
 * The report itself (issue 18): why, in the six reasons, and optional words for the operators. The
 * reporter is never named to the person reported; the toast says the operators will look.
 */
export function ReportDialog({ isOpen, onClose, targetType, targetId }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason === null) {
      setError("通報の理由を選んでください");
      return;
    }
    setBusy(true);
    setError(undefined);
    const result = await callApi(REPORTS_ENDPOINTS.create, { body: { targetType, targetId, reason, details } });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.issues?.[0]?.message ?? result.error.message);
      return;
    }
    toast.success(result.data.message);
    setReason(null);
    setDetails("");
    onClose();
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={`この${REPORT_TARGET_LABELS[targetType]}を通報する`} testId="report-dialog">
      <form onSubmit={submit} className="space-y-4 px-5 py-5" noValidate>
        <p className="text-sm text-slate-700">運営が内容を確認し、必要に応じて対応します。通報したことは相手に知らされません。</p>
        <FormAlert message={error} />
        <fieldset>
          <legend className="text-sm font-bold text-slate-800">通報の理由</legend>
          <div className="mt-2 space-y-1.5">
            {REASONS.map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} className="h-4 w-4" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="report-details" className="block text-sm font-bold text-slate-800">
            詳しい内容（任意）
          </label>
          <textarea
            id="report-details"
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            rows={4}
            maxLength={REPORT_DETAILS_MAX}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
          />
          <p className="mt-1 text-xs text-slate-600">{`${REPORT_DETAILS_MAX.toLocaleString("ja-JP")}文字まで`}</p>
        </div>
        <DialogActions onCancel={onClose} label="送信" busyLabel="送信しています…" isBusy={isBusy} />
      </form>
    </Dialog>
  );
}
