"use client";

import { useState, type FormEvent } from "react";

import { toFieldErrors } from "@/features/auth/components/use-field-errors";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";

import { TWO_FACTOR_ENDPOINTS } from "../two-factor.endpoints";

/** Turning it off: the current password is the confirmation, and the owner is told by mail. */
export function TwoFactorDisableForm({ onDone }: { onDone: () => void }) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const currentPassword = String(new FormData(event.currentTarget).get("currentPassword") ?? "");
    setIsBusy(true);
    setError(undefined);
    const result = await callApi(TWO_FACTOR_ENDPOINTS.disable, { body: { currentPassword } });
    setIsBusy(false);
    if (result.ok) return onDone();
    setFieldErrors(toFieldErrors(result.error));
    setError(result.error.message);
  }

  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6" aria-labelledby="two-factor-disable-heading">
      <h2 id="two-factor-disable-heading" className="text-lg font-bold text-slate-900">
        二段階認証を無効にする
      </h2>
      <p className="mt-1 text-sm text-slate-700">無効にすると、パスワードだけでログインできるようになります。リカバリーコードもすべて使えなくなります。</p>
      <form method="post" onSubmit={submit} noValidate className="mt-4 space-y-4" aria-busy={isBusy}>
        <FormAlert message={error} />
        <TextField label="現在のパスワード" name="currentPassword" type="password" autoComplete="current-password" required error={fieldErrors.currentPassword} />
        <button
          type="submit"
          disabled={isBusy}
          className="rounded-md border border-red-300 bg-white px-5 py-2.5 font-bold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          {isBusy ? "無効にしています…" : "二段階認証を無効にする"}
        </button>
      </form>
    </section>
  );
}
