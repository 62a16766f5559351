"use client";

import { CircleCheck } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";

import { toFieldErrors } from "@/lib/field-errors";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";

import { AUTH_ENDPOINTS } from "../auth.endpoints";

/** The settings page's form: the current password, the new one twice. Other devices are logged out. */
export function PasswordChangeForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [isDone, setIsDone] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get("newPassword") ?? "");
    setIsDone(false);
    setFormError(undefined);
    setFieldErrors({});
    if (newPassword !== String(form.get("newPasswordConfirmation") ?? "")) {
      setFieldErrors({ newPasswordConfirmation: "確認用のパスワードが一致しません" });
      setFormError("入力内容に誤りがあります。");
      return;
    }
    setIsSubmitting(true);
    const result = await callApi(AUTH_ENDPOINTS.changePassword, { body: { currentPassword: String(form.get("currentPassword") ?? ""), newPassword } });
    setIsSubmitting(false);
    if (result.ok) {
      formRef.current?.reset();
      setIsDone(true);
      return;
    }
    setFieldErrors(toFieldErrors(result.error));
    setFormError(result.error.message);
  }

  return (
    <form method="post" ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-4" aria-busy={isSubmitting}>
      <div role="status" data-testid="password-changed">
        {isDone ? (
          <p className="flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            パスワードを変更しました。ほかの端末ではログアウトしました。確認のメールをお送りしています。
          </p>
        ) : null}
      </div>
      <FormAlert message={formError} />
      <TextField label="現在のパスワード" name="currentPassword" type="password" autoComplete="current-password" required error={fieldErrors.currentPassword} />
      <TextField
        label="新しいパスワード"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        hint="8文字以上128文字以内。推測されやすいパスワードや、メールアドレスを含むパスワードは使えません。"
        error={fieldErrors.newPassword}
      />
      <TextField
        label="新しいパスワード（確認）"
        name="newPasswordConfirmation"
        type="password"
        autoComplete="new-password"
        required
        error={fieldErrors.newPasswordConfirmation}
      />
      <p className="text-xs text-slate-600">変更すると、この端末以外でのログインはすべて終了します。</p>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand-600 py-3 font-bold text-white transition hover:bg-brand-700 disabled:opacity-60 sm:w-auto sm:px-8"
      >
        {isSubmitting ? "変更しています…" : "パスワードを変更する"}
      </button>
    </form>
  );
}
