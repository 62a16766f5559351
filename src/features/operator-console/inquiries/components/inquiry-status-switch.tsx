"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import type { InquiryStatus } from "@/db/schema/contact";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";

import { useConsoleAction } from "../../components/console-action-provider";
import { CONSOLE_INQUIRIES_ENDPOINTS as E } from "../console-inquiries.endpoints";
import { INQUIRY_STATUS_LABELS } from "../inquiry-labels";

const STATUSES = Object.keys(INQUIRY_STATUS_LABELS) as InquiryStatus[];

/** 新規 / 対応中 / 完了 as three buttons, the current one pressed; a press sets the status (one audit row). */
export function InquiryStatusSwitch({ inquiryId, status }: { inquiryId: number; status: InquiryStatus }) {
  const run = useConsoleAction();
  const router = useRouter();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const choose = async (next: InquiryStatus) => {
    setBusy(true);
    setError(undefined);
    const result = await run(() => callApi(E.changeInquiryStatus, { params: { id: inquiryId }, body: { status: next } }));
    setBusy(false);
    if (!result.ok) {
      setError(result.error.issues?.[0]?.message ?? result.error.message);
      return;
    }
    toast.success(`状態を「${INQUIRY_STATUS_LABELS[next]}」にしました`);
    router.refresh();
  };

  return (
    <section aria-labelledby="inquiry-status-heading" className="rounded-lg border border-slate-200 bg-white p-5" data-testid="inquiry-status">
      <h2 id="inquiry-status-heading" className="font-bold text-slate-900">
        対応状況
      </h2>
      <FormAlert message={error} />
      <div role="group" aria-label="対応状況を変更" className="mt-3 inline-flex overflow-hidden rounded-md border border-slate-300">
        {STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === status}
            disabled={isBusy || value === status}
            onClick={() => choose(value)}
            className="h-11 border-l border-slate-300 px-5 text-sm font-bold text-slate-700 first:border-l-0 hover:bg-slate-50 disabled:cursor-default aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:hover:bg-brand-600"
          >
            {INQUIRY_STATUS_LABELS[value]}
          </button>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-600">返信すると「新規」は「対応中」になります。「完了」は対応が終わったときに選んでください。</p>
    </section>
  );
}
