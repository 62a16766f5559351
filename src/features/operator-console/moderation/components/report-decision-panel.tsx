"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import type { ApiResult } from "@/lib/http-client";
import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";

import { useConsoleAction } from "../../components/console-action-provider";
import { CONSOLE_MODERATION_ENDPOINTS as E } from "../console-moderation.endpoints";
import type { ModerationMeasure } from "../console-moderation.schemas";

type Props = { reportId: number; measures: readonly ModerationMeasure[]; openCount: number };
type Pending = "decide" | "dismiss" | null;

/** Each measure as the operator chooses it, with what it does. */
const MEASURES: Record<ModerationMeasure, { label: string; note: string }> = {
  hide_message: { label: "メッセージを非表示にする", note: "双方の画面で「このメッセージは運営により非表示になりました」と表示されます。" },
  make_profile_private: { label: "プロフィールを非公開にする", note: "応募先の企業にだけ表示されるようになります。利用停止は「ユーザー」から行います。" },
  close_project: { label: "掲載を終了する", note: "案件は募集終了になり、メモが企業の案件一覧に表示されます。" },
  none: { label: "措置なし（対応の記録のみ）", note: "対象はそのままにして、通報を対応済みにします。" },
};

const buttonClass = "inline-flex h-11 items-center rounded-md px-5 text-sm font-bold disabled:opacity-60";
const fieldClass = "block w-full rounded-md border border-slate-300 px-3 py-2 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100";

/** 対応する / 却下 for a report's target (issue 18): every open report of the target closes with it. */
export function ReportDecisionPanel({ reportId, measures, openCount }: Props) {
  const run = useConsoleAction();
  const router = useRouter();
  const [pending, setPending] = useState<Pending>(null);
  const [measure, setMeasure] = useState<ModerationMeasure>(measures[0] ?? "none");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const params = { id: reportId };

  const act = async (send: () => Promise<ApiResult<unknown>>, done: string) => {
    setBusy(true);
    setError(undefined);
    const result = await run(send);
    setBusy(false);
    if (!result.ok) {
      setError(result.error.issues?.[0]?.message ?? result.error.message);
      return;
    }
    setPending(null);
    toast.success(done);
    router.refresh();
  };

  const open = (next: Pending) => {
    setError(undefined);
    setNote("");
    setPending(next);
  };

  if (measures.length === 0) return null;
  const closes = openCount > 1 ? `この対象への未対応の通報${openCount}件をまとめて閉じます。` : "この通報を閉じます。";
  return (
    <section aria-labelledby="decision-heading" className="rounded-lg border border-slate-200 bg-white p-5" data-testid="report-decision">
      <h2 id="decision-heading" className="font-bold text-slate-900">
        対応
      </h2>
      <p className="mt-1 text-sm text-slate-600">{closes}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" disabled={isBusy} className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`} onClick={() => open("decide")}>
          対応する
        </button>
        <button
          type="button"
          disabled={isBusy}
          className={`${buttonClass} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
          onClick={() => open("dismiss")}
        >
          却下する
        </button>
      </div>
      <ConfirmDialog
        isOpen={pending === "decide"}
        onClose={() => setPending(null)}
        title="通報に対応しますか？"
        message={`${closes}措置とメモは操作履歴に残ります。`}
        confirmLabel="対応する"
        busyLabel="対応しています…"
        isBusy={isBusy}
        tone={measure === "none" ? "primary" : "danger"}
        onConfirm={() => act(() => callApi(E.decideReport, { params, body: { measure, note } }), "通報に対応しました")}
      >
        <FormAlert message={error} />
        <fieldset>
          <legend className="text-sm font-bold text-slate-700">措置</legend>
          <div className="mt-2 space-y-2">
            {measures.map((value) => (
              <div key={value} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  id={`measure-${value}`}
                  type="radio"
                  name="measure"
                  value={value}
                  checked={measure === value}
                  onChange={() => setMeasure(value)}
                  aria-describedby={`measure-${value}-note`}
                  className="mt-1 h-4 w-4"
                />
                <div>
                  <label htmlFor={`measure-${value}`} className="font-bold">
                    {MEASURES[value].label}
                  </label>
                  <p id={`measure-${value}-note`} className="text-xs text-slate-600">
                    {MEASURES[value].note}
                  </p>
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <label htmlFor="decision-note" className="block text-sm font-bold text-slate-700">
          対応のメモ（必須）
        </label>
        {measure === "close_project" ? <p className="text-xs font-bold text-amber-800">このメモは企業の案件一覧にそのまま表示されます。</p> : null}
        <textarea id="decision-note" value={note} onChange={(event) => setNote(event.target.value)} rows={4} maxLength={2000} required className={fieldClass} />
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={pending === "dismiss"}
        onClose={() => setPending(null)}
        title="通報を却下しますか？"
        message={`対応の必要がないものとして、${closes}`}
        confirmLabel="却下する"
        busyLabel="却下しています…"
        isBusy={isBusy}
        tone="primary"
        onConfirm={() => act(() => callApi(E.dismissReport, { params, body: { note } }), "通報を却下しました")}
      >
        <FormAlert message={error} />
        <label htmlFor="dismiss-note" className="block text-sm font-bold text-slate-700">
          却下の理由（任意）
        </label>
        <textarea id="dismiss-note" value={note} onChange={(event) => setNote(event.target.value)} rows={3} maxLength={2000} className={fieldClass} />
      </ConfirmDialog>
    </section>
  );
}
