"use client";

import { useEffect, useState, type FormEvent } from "react";

import { toFieldErrors } from "@/features/auth/components/use-field-errors";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";

import { TWO_FACTOR_ENDPOINTS } from "../two-factor.endpoints";
import { RecoveryCodes } from "./recovery-codes";

type Setup = { secret: string; qrCode: { size: number; path: string } };

/** The key in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(" ");

/**
 * Turning it on: a new secret as a QR code (and as text for typing by hand), then one code from the
 * app and the password; then the ten recovery codes, shown this once.
 */
export function TwoFactorSetup({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const [setup, setSetup] = useState<Setup>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    void callApi(TWO_FACTOR_ENDPOINTS.beginSetup).then((result) => (result.ok ? setSetup(result.data) : setError(result.error.message)));
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setIsBusy(true);
    setError(undefined);
    setFieldErrors({});
    const result = await callApi(TWO_FACTOR_ENDPOINTS.enable, {
      body: { code: String(form.get("code") ?? ""), currentPassword: String(form.get("currentPassword") ?? "") },
    });
    setIsBusy(false);
    if (result.ok) return setRecoveryCodes(result.data.recoveryCodes);
    setFieldErrors(toFieldErrors(result.error));
    setError(result.error.message);
  }

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;

  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6" aria-labelledby="two-factor-setup-heading" data-testid="two-factor-setup">
      <h2 id="two-factor-setup-heading" className="text-lg font-bold text-slate-900">
        二段階認証の設定
      </h2>
      <FormAlert message={error} />
      <ol className="mt-4 space-y-6">
        <li>
          <p className="font-bold text-slate-900">1. 認証アプリでQRコードを読み取る</p>
          {setup ? (
            <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
              <svg
                role="img"
                aria-label="二段階認証の設定用QRコード"
                viewBox={`-4 -4 ${setup.qrCode.size + 8} ${setup.qrCode.size + 8}`}
                className="h-44 w-44 shrink-0 rounded border border-slate-200 bg-white"
                shapeRendering="crispEdges"
              >
                <path d={setup.qrCode.path} fill="#0f172a" />
              </svg>
              <div className="text-sm text-slate-700">
                <p>読み取れない場合は、アプリで「キーを入力」を選び、次のキーを入力してください（時間ベース）。</p>
                <code className="mt-2 block break-all rounded bg-slate-100 px-3 py-2 font-mono text-base tracking-wider text-slate-900" data-testid="two-factor-secret">
                  {grouped(setup.secret)}
                </code>
              </div>
            </div>
          ) : (
            <p className="mt-3 text-sm text-slate-600" role="status">
              QRコードを用意しています…
            </p>
          )}
        </li>
        <li>
          <p className="font-bold text-slate-900">2. アプリに表示された確認コードを入力する</p>
          <form method="post" onSubmit={submit} noValidate className="mt-3 space-y-4" aria-busy={isBusy}>
            <TextField
              label="確認コード（6桁）"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              className="max-w-48"
              error={fieldErrors.code}
            />
            <TextField label="現在のパスワード" name="currentPassword" type="password" autoComplete="current-password" required error={fieldErrors.currentPassword} />
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                disabled={isBusy || !setup}
                className="rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                {isBusy ? "確認しています…" : "二段階認証を有効にする"}
              </button>
              <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-5 py-2.5 text-slate-700 hover:bg-slate-50">
                キャンセル
              </button>
            </div>
          </form>
        </li>
      </ol>
    </section>
  );
}
