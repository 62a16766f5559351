"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";

import { useCurrentUser } from "@/features/users/components/current-user-provider";
import { formatJstDate } from "@/lib/format-date";
import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";

import { WITHDRAWAL_ENDPOINTS } from "../withdrawal.endpoints";

/**
 * The password and an explicit consent, then a last confirmation in a dialog; on success the page
 * becomes a goodbye (the session is gone, so the header turns to the logged-out bar at once).
 */
export function WithdrawalForm() {
  const { replaceUser } = useCurrentUser();
  const [password, setPassword] = useState("");
  const [isAgreed, setAgreed] = useState(false);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [erasureDate, setErasureDate] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (password === "") errors.password = "パスワードを入力してください";
    if (!isAgreed) errors.agreement = "内容を確認のうえ、チェックを入れてください";
    setFieldErrors(errors);
    setFormError(Object.keys(errors).length > 0 ? "入力内容をご確認ください。" : undefined);
    if (Object.keys(errors).length === 0) setConfirmOpen(true);
  }

  async function withdraw() {
    setSubmitting(true);
    const result = await callApi(WITHDRAWAL_ENDPOINTS.withdraw, { body: { password } });
    setSubmitting(false);
    setConfirmOpen(false);
    if (result.ok) {
      replaceUser(null);
      setErasureDate(formatJstDate(result.data.erasureScheduledAt));
      return;
    }
    setFormError(result.error.message);
    setFieldErrors(Object.fromEntries((result.error.issues ?? []).map((issue) => [issue.path, issue.message])));
  }

  if (erasureDate) {
    return (
      <div role="status" className="rounded-lg border border-slate-200 bg-white p-6 text-center sm:p-10" data-testid="withdrawal-complete">
        <h2 className="text-xl font-bold text-slate-900">退会手続きが完了しました</h2>
        <p className="mt-4 text-slate-700">これまでかけはしをご利用いただき、ありがとうございました。</p>
        <p className="mt-2 text-sm text-slate-600">
          ログアウトしました。お名前やメールアドレスなどの個人情報は {erasureDate} に削除します。確認のメールをお送りしました。
        </p>
        <Link href="/" className="mt-8 inline-block rounded-md bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
          トップページへ
        </Link>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-5" aria-busy={isSubmitting}>
      <FormAlert message={formError} />
      <TextField
        label="パスワード"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
        hint="本人確認のため、現在のパスワードを入力してください。"
      />
      <div>
        <label className="flex items-start gap-3 text-slate-800">
          <input
            type="checkbox"
            name="agreement"
            checked={isAgreed}
            onChange={(event) => setAgreed(event.target.checked)}
            aria-invalid={fieldErrors.agreement ? true : undefined}
            aria-describedby={fieldErrors.agreement ? "field-agreement-error" : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-red-600"
          />
          <span>上記の内容を確認し、退会することに同意します。</span>
        </label>
        {fieldErrors.agreement ? (
          <p id="field-agreement-error" className="mt-1 text-sm text-red-700">
            {fieldErrors.agreement}
          </p>
        ) : null}
      </div>
      <button type="submit" className="w-full rounded-md bg-red-600 py-3 font-bold text-white transition hover:bg-red-700 sm:w-auto sm:px-8">
        退会する
      </button>
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onClose={() => setConfirmOpen(false)}
        title="本当に退会しますか？"
        message="退会すると、すぐにログインできなくなり、プロフィールも表示されなくなります。この操作は取り消せません。"
        confirmLabel="退会する"
        busyLabel="手続きしています…"
        isBusy={isSubmitting}
        onConfirm={() => void withdraw()}
      />
    </form>
  );
}
