"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { toFieldErrors } from "@/lib/field-errors";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";

import { PASSWORD_RESET_ENDPOINTS } from "../password-reset.endpoints";

export const PASSWORD_HINT = "8文字以上128文字以内。推測されやすいパスワードや、メールアドレスを含むパスワードは使えません。";

/**
 * The new password (twice) for a live reset link. On success every session of the account has
 * ended, and the person logs in with the new password (decision 019).
 */
export function NewPasswordForm({ token }: { token: string }) {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [isLinkDead, setIsLinkDead] = useState(false);
  const router = useRouter();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    setFormError(undefined);
    setFieldErrors({});
    if (password !== String(form.get("passwordConfirmation") ?? "")) {
      setFieldErrors({ passwordConfirmation: "確認用のパスワードが一致しません" });
      setFormError("入力内容に誤りがあります。");
      return;
    }
    setIsSubmitting(true);
    const result = await callApi(PASSWORD_RESET_ENDPOINTS.complete, { body: { token, password } });
    if (result.ok) {
      router.push("/login?notice=password_reset");
      return;
    }
    setIsSubmitting(false);
    setIsLinkDead(result.error.code === "account_link_invalid");
    setFieldErrors(toFieldErrors(result.error));
    setFormError(result.error.message);
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4" aria-busy={isSubmitting}>
      <FormAlert message={formError} />
      {isLinkDead ? (
        <p className="text-sm">
          <Link href="/password_resets/new" className="font-bold text-brand-700 underline">
            再設定用のメールをもう一度送る
          </Link>
        </p>
      ) : null}
      <TextField label="新しいパスワード" name="password" type="password" autoComplete="new-password" required hint={PASSWORD_HINT} error={fieldErrors.password} />
      <TextField
        label="新しいパスワード（確認）"
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        required
        error={fieldErrors.passwordConfirmation}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand-600 py-3 font-bold text-white transition hover:bg-brand-700 disabled:opacity-60"
      >
        {isSubmitting ? "設定しています…" : "パスワードを再設定する"}
      </button>
    </form>
  );
}
