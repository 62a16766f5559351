"use client";

import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";

import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";
import { callApi } from "@/platform/api-contract/call-api";
import { safeReturnPath } from "@/lib/return-path";

import { DEMO_PASSWORD, type DemoAccount } from "@/config/demo-accounts";
import { AUTH_ENDPOINTS } from "../auth.endpoints";
import { SecondFactorStep } from "./second-factor-step";
import { toFieldErrors } from "./use-field-errors";

/** `returnPath` was checked on the server; it is checked again here, where the browser follows it. */
/** `demoAccounts`: the one-click demo log-ins, none outside demo mode (the page decides, decision 005). */
export function LoginForm({ demoAccounts, returnPath }: { demoAccounts: readonly DemoAccount[]; returnPath: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  /** Set when the password was right and the account asks for its 二段階認証 code. */
  const [loginTicket, setLoginTicket] = useState<string>();

  async function logIn(email: string, password: string, rememberMe = true) {
    setIsSubmitting(true);
    setFormError(undefined);
    setFieldErrors({});
    const result = await callApi(AUTH_ENDPOINTS.logIn, { body: { email, password, rememberMe } });
    if (result.ok && "twoFactorRequired" in result.data) {
      setIsSubmitting(false);
      setLoginTicket(result.data.loginTicket);
      return;
    }
    if (result.ok) {
      window.location.assign(safeReturnPath(returnPath));
      return;
    }
    setIsSubmitting(false);
    setFieldErrors(toFieldErrors(result.error));
    setFormError(result.error.message);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void logIn(String(form.get("email") ?? ""), String(form.get("password") ?? ""), form.get("rememberMe") === "on");
  }

  function logInAsDemo(email: string) {
    const form = formRef.current!;
    (form.elements.namedItem("email") as HTMLInputElement).value = email;
    (form.elements.namedItem("password") as HTMLInputElement).value = DEMO_PASSWORD;
    void logIn(email, DEMO_PASSWORD);
  }

  if (loginTicket) {
    return (
      <SecondFactorStep
        loginTicket={loginTicket}
        onSignedIn={() => window.location.assign(safeReturnPath(returnPath))}
        onRestart={(message) => {
          setLoginTicket(undefined);
          setFormError(message);
        }}
      />
    );
  }

  return (
    <div className="space-y-6">
      {/* method="post": a click before the script has loaded must not put the password in the address (and the request log). */}
      <form method="post" ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-4" aria-busy={isSubmitting}>
        <FormAlert message={formError} />
        <TextField label="メールアドレス" name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
        <TextField label="パスワード" name="password" type="password" autoComplete="current-password" required error={fieldErrors.password} />
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          {/* Checked by default, as on most Japanese sites; the hint says when to uncheck it (decision 019). */}
          <div>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" name="rememberMe" defaultChecked aria-describedby="remember-me-hint" className="h-4 w-4 accent-brand-600" />
              ログイン状態を保持する
            </label>
            <p id="remember-me-hint" className="mt-1 pl-6 text-xs text-slate-500">
              共用のパソコンではチェックを外してください。
            </p>
          </div>
          <Link href="/password_resets/new" className="text-sm font-bold text-brand-700 underline">
            パスワードをお忘れの方
          </Link>
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="w-full rounded-md bg-brand-600 py-3 font-bold text-white transition hover:bg-brand-700 disabled:opacity-60"
        >
          {isSubmitting ? "ログインしています…" : "ログイン"}
        </button>
      </form>
      <p className="text-center text-sm text-slate-600">
        アカウントをお持ちでない方は{" "}
        <Link href={returnPath === "/" ? "/signup/pro" : `/signup/pro?next=${encodeURIComponent(returnPath)}`} className="font-bold text-brand-700 underline">
          無料会員登録
        </Link>
      </p>
      {demoAccounts.length > 0 ? (
        <section aria-labelledby="demo-heading" className="rounded-lg border border-amber-200 bg-amber-50 p-4">
          <h2 id="demo-heading" className="text-sm font-bold text-amber-900">
            デモアカウントでログイン
          </h2>
          <p className="mt-1 text-xs text-amber-900">デモモードで動いています。ボタンを押すとそのアカウントでログインします。</p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {demoAccounts.map((account) => (
              <li key={account.email}>
                <button
                  type="button"
                  disabled={isSubmitting}
                  onClick={() => logInAsDemo(account.email)}
                  className="w-full rounded-md border border-amber-300 bg-white px-3 py-2 text-left text-sm hover:bg-amber-100 disabled:opacity-60"
                >
                  <span className="block font-bold text-slate-800">{account.label}としてログイン</span>
                  <span className="block text-xs text-slate-600">{account.email}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
