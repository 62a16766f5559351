"use client";

import { createContext, useCallback, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";

import type { ApiResult } from "@/lib/http-client";
import { callApi } from "@/platform/api-contract/call-api";
import { Dialog } from "@/ui/dialog";
import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";

import { OPERATOR_CONSOLE_ENDPOINTS as E } from "../operator-console.endpoints";

type RunConsoleAction = <T>(send: () => Promise<ApiResult<T>>) => Promise<ApiResult<T>>;

const ConsoleActionContext = createContext<RunConsoleAction | null>(null);

/**
 * Every console action goes through `run` (decision 030): when the server answers
 * password_confirmation_required, the operator is asked for the password here, and the same action
 * is sent again once it is confirmed. Closing the dialog answers the original refusal.
 */
export function ConsoleActionProvider({ children }: { children: ReactNode }) {
  const [isAsking, setAsking] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The password field, not the dialog's close button, takes the focus: typing it is why the dialog opened.
  useEffect(() => {
    if (isAsking) formRef.current?.querySelector<HTMLInputElement>("input[name=password]")?.focus();
  }, [isAsking]);

  const askForPassword = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setError(undefined);
        setAsking(true);
      }),
    [],
  );

  const run: RunConsoleAction = useCallback(
    async (send) => {
      const first = await send();
      if (first.ok || first.error.code !== "password_confirmation_required") return first;
      return (await askForPassword()) ? send() : first;
    },
    [askForPassword],
  );

  const close = (confirmed: boolean) => {
    setAsking(false);
    settle.current?.(confirmed);
    settle.current = null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setBusy(true);
    const result = await callApi(E.confirmPassword, { body: { password } });
    setBusy(false);
    if (result.ok) close(true);
    else setError(result.error.issues?.[0]?.message ?? result.error.message);
  };

  return (
    <ConsoleActionContext.Provider value={run}>
      {children}
      <Dialog isOpen={isAsking} onClose={() => close(false)} title="パスワードの再確認" testId="password-confirmation-dialog">
        <form ref={formRef} onSubmit={submit} className="space-y-4 px-5 py-5" noValidate>
          <p className="text-sm text-slate-700">
            運営の操作は、最後にパスワードを入力してから15分を過ぎると、もう一度パスワードの入力が必要です。入力すると、この操作を続けます。
          </p>
          <FormAlert message={error} />
          {isAsking ? <TextField label="パスワード" name="password" type="password" autoComplete="current-password" required /> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => close(false)} className="rounded-md border border-slate-300 px-4 py-2 font-bold text-slate-700 hover:bg-slate-50">
              キャンセル
            </button>
            <button type="submit" disabled={isBusy} className="rounded-md bg-brand-600 px-4 py-2 font-bold text-white hover:bg-brand-700 disabled:opacity-60">
              {isBusy ? "確認しています…" : "確認して続ける"}
            </button>
          </div>
        </form>
      </Dialog>
    </ConsoleActionContext.Provider>
  );
}

/** The console's action runner; only inside /admin (ConsoleActionProvider is in its layout). */
export function useConsoleAction(): RunConsoleAction {
  const run = useContext(ConsoleActionContext);
  if (!run) throw new Error("useConsoleAction needs ConsoleActionProvider (the /admin layout)");
  return run;
}
