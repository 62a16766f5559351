"use client";

import { createContext, useCallback, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";

import type { ApiResult } from "@/lib/http-client";

import { Dialog } from "./dialog";
import { DialogActions } from "./dialog-actions";
import { FormAlert } from "./form-alert";
import { TextField } from "./text-field";

export type RunConfirmedAction = <T>(send: () => Promise<ApiResult<T>>) => Promise<ApiResult<T>>;

const PasswordConfirmationContext = createContext<RunConfirmedAction | null>(null);

/**
 * Actions that need a recent password (the console's changes, ending other sessions) go through
 * `run`: when the server answers password_confirmation_required, the person is asked for the
 * password here (`confirm` sends it), and the same action is sent again once it is confirmed.
 * Closing the dialog answers the original refusal.
 */
export function PasswordConfirmationProvider({
  confirm,
  lead,
  children,
}: {
  confirm: (password: string) => Promise<ApiResult<unknown>>;
  lead: string;
  children: ReactNode;
}) {
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

  const run: RunConfirmedAction = useCallback(
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
    const result = await confirm(password);
    setBusy(false);
    if (result.ok) close(true);
    else setError(result.error.issues?.[0]?.message ?? result.error.message);
  };

  return (
    <PasswordConfirmationContext.Provider value={run}>
      {children}
      <Dialog isOpen={isAsking} onClose={() => close(false)} title="パスワードの再確認" testId="password-confirmation-dialog">
        <form ref={formRef} onSubmit={submit} className="space-y-4 px-5 py-5" noValidate>
          <p className="text-sm text-slate-700">{lead}</p>
          <FormAlert message={error} />
          {isAsking ? <TextField label="パスワード" name="password" type="password" autoComplete="current-password" required /> : null}
          <DialogActions onCancel={() => close(false)} label="確認して続ける" busyLabel="確認しています…" isBusy={isBusy} />
        </form>
      </Dialog>
    </PasswordConfirmationContext.Provider>
  );
}

/** The runner of the nearest PasswordConfirmationProvider. */
export function usePasswordConfirmedAction(where: string): RunConfirmedAction {
  const run = useContext(PasswordConfirmationContext);
  if (!run) throw new Error(`${where} needs PasswordConfirmationProvider`);
  return run;
}
