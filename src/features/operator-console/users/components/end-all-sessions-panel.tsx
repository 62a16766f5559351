"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";

import { useConsoleAction } from "../../components/console-action-provider";
import { CONSOLE_USERS_ENDPOINTS as E } from "../console-users.endpoints";
import { END_ALL_SESSIONS_PHRASE } from "../end-all-sessions-phrase";

const PHRASE = END_ALL_SESSIONS_PHRASE;

/**
 * 全ユーザーをログアウト (ASVS 7.4.5): the emergency action after a leak, at the foot of the user list.
 * The phrase is typed, not clicked: one slip must not log every member out.
 */
export function EndAllSessionsPanel() {
  const run = useConsoleAction();
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const [phrase, setPhrase] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    const result = await run(() => callApi(E.endAllSessions, { body: { confirmation: phrase } }));
    setBusy(false);
    if (!result.ok) {
      setError(result.error.issues?.[0]?.message ?? result.error.message);
      return;
    }
    setOpen(false);
    setPhrase("");
    toast.success(`全ユーザーをログアウトさせました（${result.data.endedSessions}件）`);
    router.refresh();
  };

  return (
    <section aria-labelledby="end-all-sessions-heading" className="rounded-lg border border-red-200 bg-white p-5">
      <h2 id="end-all-sessions-heading" className="font-bold text-slate-900">
        全ユーザーをログアウト
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        パスワードやサーバーの秘密鍵が漏れたおそれがあるときに使います。あなた以外のすべての会員の、すべての端末のログインを終了します。パスワードは変わりません。
      </p>
      <button
        type="button"
        onClick={() => {
          setError(undefined);
          setOpen(true);
        }}
        className="mt-3 inline-flex h-11 items-center rounded-md border border-red-300 bg-white px-5 text-sm font-bold text-red-700 hover:bg-red-50"
      >
        全ユーザーをログアウト
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        isBusy={isBusy}
        title="全ユーザーをログアウトさせますか？"
        message={`あなたのこのログインを除き、すべての会員がすぐにログアウトします。取り消せません。続けるには「${PHRASE}」と入力してください。`}
        confirmLabel="ログアウトさせる"
        busyLabel="ログアウトしています…"
        onConfirm={confirm}
      >
        <FormAlert message={error} />
        <label htmlFor="end-all-sessions-phrase" className="block text-sm font-bold text-slate-700">
          確認のための入力
        </label>
        <input
          id="end-all-sessions-phrase"
          value={phrase}
          onChange={(event) => setPhrase(event.target.value)}
          autoComplete="off"
          placeholder={PHRASE}
          className="block h-11 w-full rounded-md border border-slate-300 px-3 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
        />
      </ConfirmDialog>
    </section>
  );
}
