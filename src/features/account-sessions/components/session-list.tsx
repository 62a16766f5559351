"use client";

import { MonitorSmartphone } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { formatJstDateTime } from "@/lib/format-date";
import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";
import { PasswordConfirmationProvider, usePasswordConfirmedAction } from "@/ui/password-confirmation-provider";

import { ACCOUNT_SESSIONS_ENDPOINTS } from "../account-sessions.endpoints";
import type { AccountSession } from "../account-sessions.schemas";

const at = (iso: string) => formatJstDateTime(new Date(iso));

/**
 * ログイン中の端末: each live session, with a logout for every one but this browser's. Ending them
 * needs the password typed in the last 15 minutes (ASVS 7.5.2): older, it is asked for, then the
 * logout goes on.
 */
export function SessionList({ sessions }: { sessions: AccountSession[] }) {
  return (
    <PasswordConfirmationProvider
      confirm={(password) => callApi(ACCOUNT_SESSIONS_ENDPOINTS.confirmPassword, { body: { password } })}
      lead="ほかの端末をログアウトするには、パスワードの入力が必要です（最後の入力から15分以内なら不要です）。入力すると、ログアウトを続けます。"
    >
      <SessionRows sessions={sessions} />
    </PasswordConfirmationProvider>
  );
}

function SessionRows({ sessions }: { sessions: AccountSession[] }) {
  const router = useRouter();
  const run = usePasswordConfirmedAction("SessionRows");
  const [busyId, setBusyId] = useState<string>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const others = sessions.filter((s) => !s.isCurrent);

  async function logOutOne(session: AccountSession) {
    setBusyId(session.id);
    setError(undefined);
    const result = await run(() => callApi(ACCOUNT_SESSIONS_ENDPOINTS.logOutOne, { params: { sessionId: session.id } }));
    setBusyId(undefined);
    if (!result.ok && result.status !== 404) {
      setError(result.error.message);
      return;
    }
    setNotice(`${session.device} をログアウトしました。`);
    router.refresh();
  }

  async function logOutOthers() {
    setConfirmOpen(false);
    setBusyId("others");
    setError(undefined);
    const result = await run(() => callApi(ACCOUNT_SESSIONS_ENDPOINTS.logOutOthers));
    setBusyId(undefined);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    setNotice(result.data.signedOut > 0 ? `ほかの端末（${result.data.signedOut}件）をログアウトしました。` : "ほかにログイン中の端末はありませんでした。");
    router.refresh();
  }

  return (
    <div className="space-y-4">
      <FormAlert message={error} />
      <div role="status" aria-live="polite">
        {notice ? <p className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">{notice}</p> : null}
      </div>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white" aria-label="ログイン中の端末の一覧">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5" data-testid="session-row">
            <MonitorSmartphone aria-hidden="true" className="hidden h-7 w-7 shrink-0 text-slate-500 sm:block" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
                {session.device}
                {session.isCurrent ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700">この端末</span> : null}
              </p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600">
                <dt>IPアドレス</dt>
                <dd className="break-all">{session.ipAddress ?? "不明"}</dd>
                <dt>ログイン日時</dt>
                <dd>{at(session.signedInAt)}</dd>
                <dt>最終利用</dt>
                <dd>{at(session.lastSeenAt)}</dd>
              </dl>
            </div>
            {session.isCurrent ? null : (
              <button
                type="button"
                onClick={() => void logOutOne(session)}
                disabled={busyId !== undefined}
                aria-label={`${session.device}（${at(session.signedInAt)} ログイン）をログアウト`}
                className="self-start rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-bold text-slate-800 hover:bg-slate-50 disabled:opacity-60 sm:self-center"
              >
                {busyId === session.id ? "ログアウトしています…" : "ログアウト"}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <button
          type="button"
          onClick={() => setConfirmOpen(true)}
          disabled={busyId !== undefined}
          className="w-full rounded-md border border-red-300 bg-white px-4 py-3 text-sm font-bold text-red-700 hover:bg-red-50 disabled:opacity-60 sm:w-auto"
        >
          ほかの端末をすべてログアウト
        </button>
      ) : (
        <p className="text-sm text-slate-600">ほかにログインしている端末はありません。</p>
      )}
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onClose={() => setConfirmOpen(false)}
        title="ほかの端末をすべてログアウトしますか？"
        message={`この端末以外の ${others.length} 件の端末からログアウトします。それらの端末で再び使うには、もう一度ログインが必要です。`}
        confirmLabel="すべてログアウトする"
        busyLabel="ログアウトしています…"
        isBusy={busyId !== undefined}
        onConfirm={() => void logOutOthers()}
      />
    </div>
  );
}
