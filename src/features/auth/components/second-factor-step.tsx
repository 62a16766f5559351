"use client";

import { useEffect, useState, type FormEvent } from "react";

import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";

import { AUTH_ENDPOINTS } from "../auth.endpoints";
import { toFieldErrors } from "./use-field-errors";

/**
 * The login's second step for an account with 二段階認証 (decision 033): the app's six digits, or a
 * recovery code when the phone is not at hand. An old ticket sends the person back to the password.
 */
export function SecondFactorStep({ loginTicket, onSignedIn, onRestart }: { loginTicket: string; onSignedIn: () => void; onRestart: (message?: string) => void }) {
  const [isRecovery, setIsRecovery] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  // The step replaces the password form: focus moves to its one field (and again when it changes kind).
  useEffect(() => document.getElementById("field-code")?.focus(), [isRecovery]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setIsSubmitting(true);
    setFormError(undefined);
    setCodeError(undefined);
    const result = await callApi(AUTH_ENDPOINTS.logInSecondFactor, { body: { loginTicket, code } });
    if (result.ok) {
      onSignedIn();
      return;
    }
    setIsSubmitting(false);
    if (result.error.code === "two_factor_login_expired") {
      onRestart(result.error.message);
      return;
    }
    setCodeError(toFieldErrors(result.error).code);
    setFormError(result.error.message);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-busy={isSubmitting} data-testid="second-factor-step">
      <div>
        <h2 className="text-base font-bold text-slate-900">二段階認証</h2>
        <p className="mt-1 text-sm text-slate-600">
          {isRecovery
            ? "二段階認証を設定したときに保存したリカバリーコード（例: abcde-fghij）を1つ入力してください。使ったコードは二度と使えません。"
            : "スマートフォンの認証アプリ（Google Authenticator など）に表示されている6桁の確認コードを入力してください。"}
        </p>
      </div>
      <FormAlert message={formError} />
      <TextField
        key={isRecovery ? "recovery" : "app"}
        label={isRecovery ? "リカバリーコード" : "確認コード"}
        name="code"
        required
        autoComplete={isRecovery ? "off" : "one-time-code"}
        inputMode={isRecovery ? "text" : "numeric"}
        maxLength={isRecovery ? 20 : 6}
        spellCheck={false}
        error={codeError}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand-600 py-3 font-bold text-white transition hover:bg-brand-700 disabled:opacity-60"
      >
        {isSubmitting ? "確認しています…" : "確認してログイン"}
      </button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={() => {
            setIsRecovery(!isRecovery);
            setCodeError(undefined);
            setFormError(undefined);
          }}
          className="font-bold text-brand-700 underline"
        >
          {isRecovery ? "認証アプリの確認コードを使う" : "認証アプリを使えない場合"}
        </button>
        <button type="button" onClick={() => onRestart()} className="text-slate-600 underline">
          最初からやり直す
        </button>
      </div>
    </form>
  );
}
