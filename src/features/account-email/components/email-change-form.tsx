"use client";

import { useState, type FormEvent } from "react";

import { toFieldErrors } from "@/lib/field-errors";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";

import { ACCOUNT_EMAIL_ENDPOINTS } from "../account-email.endpoints";

/** The new address and the current password; the change waits for the link sent to the new address. */
export function EmailChangeForm() {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setIsSubmitting(true);
    setFormError(undefined);
    setErrors({});
    const result = await callApi(ACCOUNT_EMAIL_ENDPOINTS.requestEmailChange, {
      body: { newEmail: String(form.get("newEmail") ?? ""), currentPassword: String(form.get("currentPassword") ?? "") },
    });
    setIsSubmitting(false);
    if (result.ok) {
      setSentTo(result.data.newEmail);
      return;
    }
    setErrors(toFieldErrors(result.error));
    setFormError(result.error.message);
  }

  if (sentTo) {
    return (
      <div role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900" data-testid="email-change-sent">
        <p className="font-bold">確認メールを送りました</p>
        <p className="mt-1">
          {sentTo} に届いたメールのボタンを押すと、変更が完了します（リンクの有効期限は24時間です）。それまでは、現在のメールアドレスでログインしてください。
        </p>
        <button type="button" onClick={() => setSentTo(undefined)} className="mt-3 text-sm font-bold text-brand-700 underline">
          別のメールアドレスを入力し直す
        </button>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4" aria-busy={isSubmitting}>
      <FormAlert message={formError} />
      <TextField label="新しいメールアドレス" name="newEmail" type="email" autoComplete="email" required error={errors.newEmail} />
      <TextField
        label="現在のパスワード"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        hint="ご本人の操作であることを確かめるために入力してください。"
        error={errors.currentPassword}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand-600 py-3 font-bold text-white transition hover:bg-brand-700 disabled:opacity-60 sm:w-auto sm:px-8"
      >
        {isSubmitting ? "送信しています…" : "確認メールを送る"}
      </button>
    </form>
  );
}
