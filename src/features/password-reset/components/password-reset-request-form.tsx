"use client";

import { MailCheck } from "lucide-react";
import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";

import { toFieldErrors } from "@/lib/field-errors";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";

import { PASSWORD_RESET_ENDPOINTS } from "../password-reset.endpoints";

/** The same words as the API's answer: nothing here depends on whether the address has an account. */
const SENT_MESSAGE = "入力されたメールアドレスが登録されている場合、パスワード再設定用のメールをお送りしました。";

/** 「パスワードをお忘れの方」: the address in, the same confirmation out for every address. */
export function PasswordResetRequestForm() {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setIsSubmitting(true);
    setFormError(undefined);
    setFieldErrors({});
    const result = await callApi(PASSWORD_RESET_ENDPOINTS.request, { body: { email } });
    setIsSubmitting(false);
    if (result.ok) {
      setSentTo(email.trim());
      // Move focus to the confirmation so a screen reader reads it (the form is gone).
      requestAnimationFrame(() => headingRef.current?.focus());
      return;
    }
    setFieldErrors(toFieldErrors(result.error));
    setFormError(result.error.message);
  }

  if (sentTo !== undefined) {
    return (
      <div className="space-y-4" data-testid="reset-requested">
        <div className="flex items-start gap-3 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3">
          <MailCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
          <div>
            <h2 ref={headingRef} tabIndex={-1} className="font-bold text-emerald-900 outline-none">
              メールを確認してください
            </h2>
            <p className="mt-1 text-sm text-emerald-900">{SENT_MESSAGE}</p>
          </div>
        </div>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>メールに記載のリンクから、30分以内に新しいパスワードを設定してください。</li>
          <li>リンクは1回限り有効です。何度かお申し込みいただいた場合は、最後に届いたメールのリンクをお使いください。</li>
          <li>数分たってもメールが届かない場合は、迷惑メールフォルダをご確認のうえ、入力したメールアドレスに誤りがないかお確かめください。</li>
        </ul>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => setSentTo(undefined)}
            className="rounded-md border border-brand-600 bg-white px-4 py-2 text-sm font-bold text-brand-700 hover:bg-brand-50"
          >
            別のメールアドレスで申し込む
          </button>
          <Link href="/login" className="rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-bold text-white hover:bg-brand-700">
            ログイン画面へ戻る
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-busy={isSubmitting}>
      <FormAlert message={formError} />
      <TextField
        label="メールアドレス"
        name="email"
        type="email"
        autoComplete="email"
        required
        hint="ご登録のメールアドレスを入力してください。"
        error={fieldErrors.email}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand-600 py-3 font-bold text-white transition hover:bg-brand-700 disabled:opacity-60"
      >
        {isSubmitting ? "送信しています…" : "再設定用のメールを送る"}
      </button>
      <p className="text-center text-sm text-slate-600">
        <Link href="/login" className="font-bold text-brand-700 underline">
          ログイン画面へ戻る
        </Link>
      </p>
    </form>
  );
}
