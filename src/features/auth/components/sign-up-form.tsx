"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";

import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";
import { callApi } from "@/platform/api-contract/call-api";
import { safeReturnPath } from "@/lib/return-path";

import { AUTH_ENDPOINTS } from "../auth.endpoints";
import { toFieldErrors } from "./use-field-errors";

type Role = "pro" | "orderer";

/** An e-mailed invitation being used: the invited address, fixed, and the link's token. */
export type SignUpInvitation = { token: string; email: string };

/** Where an invitee lands once joined: the corporation's projects (their address is already verified). */
const INVITEE_FIRST_PAGE = "/mypage/order/projects";

/**
 * Sign-up for a pro (/signup/pro) or an orderer (/signup/orderer: the company name creates the
 * corporation; with an invitation, the account joins the inviting corporation instead). On failure
 * every typed value stays in the form.
 */
export function SignUpForm({ role, returnPath = "/", invitation }: { role: Role; returnPath?: string; invitation?: SignUpInvitation }) {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    setIsSubmitting(true);
    setFormError(undefined);
    setErrors({});
    const result = await callApi(AUTH_ENDPOINTS.signUp, {
      body: {
        role,
        email: text("email"),
        password: text("password"),
        lastName: text("lastName"),
        firstName: text("firstName"),
        lastNameKana: text("lastNameKana"),
        firstNameKana: text("firstNameKana"),
        companyName: role === "orderer" && !invitation ? text("companyName") : undefined,
        invitationToken: invitation?.token,
        // Unchecked is sent as it is: the server answers it with the message the field shows.
        agreeToTerms: (form.get("agreeToTerms") === "on") as true,
      },
    });
    if (result.ok) {
      // The welcome says what to do next (verify the address first) and leads back to where they were.
      const back = invitation ? INVITEE_FIRST_PAGE : safeReturnPath(returnPath);
      window.location.assign(back === "/" ? "/signup/welcome" : `/signup/welcome?next=${encodeURIComponent(back)}`);
      return;
    }
    setIsSubmitting(false);
    setErrors(toFieldErrors(result.error));
    setFormError(result.error.code === "validation_failed" ? "入力内容に誤りがあります。赤く表示された項目をご確認ください。" : result.error.message);
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4" aria-busy={isSubmitting}>
      <FormAlert message={formError} />
      {role === "orderer" && !invitation ? (
        <TextField label="会社名" name="companyName" autoComplete="organization" required placeholder="株式会社かけはし" error={errors.companyName} />
      ) : null}
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="sr-only">お名前</legend>
        <TextField label="姓" name="lastName" autoComplete="family-name" required placeholder="山田" error={errors.lastName} />
        <TextField label="名" name="firstName" autoComplete="given-name" required placeholder="太郎" error={errors.firstName} />
        <TextField label="セイ" name="lastNameKana" required placeholder="ヤマダ" error={errors.lastNameKana} />
        <TextField label="メイ" name="firstNameKana" required placeholder="タロウ" error={errors.firstNameKana} />
        <p className="col-span-2 text-xs text-slate-500">フリガナはひらがな・半角カナでも入力できます（カタカナで登録されます）。</p>
      </fieldset>
      {role === "pro" ? <p className="text-xs text-slate-500">かけはしのプロは実名で登録します。企業には本名が表示されます。</p> : null}
      <TextField
        label="メールアドレス"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
        {...(invitation ? { defaultValue: invitation.email, readOnly: true, hint: "招待されたメールアドレスで登録します。" } : {})}
      />
      <TextField
        label="パスワード"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="8文字以上128文字以内。推測されやすいパスワードは使えません。"
        error={errors.password}
      />
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="agreeToTerms"
            className="mt-1 h-4 w-4"
            aria-invalid={errors.agreeToTerms ? true : undefined}
            aria-describedby={errors.agreeToTerms ? "agree-error" : undefined}
          />
          {/* New tabs, so that reading the terms never loses what was typed here. */}
          <span>
            <a href="/pages/terms" target="_blank" rel="noopener" className="text-brand-700 underline">
              利用規約
            </a>
            と
            <a href="/pages/policy" target="_blank" rel="noopener" className="text-brand-700 underline">
              プライバシーポリシー
            </a>
            に同意します
          </span>
        </label>
        <p className="mt-1 pl-6 text-xs text-slate-500">利用規約・プライバシーポリシーは新しいタブで開きます。</p>
        {errors.agreeToTerms ? (
          <p id="agree-error" className="mt-1 text-sm text-red-700">
            {errors.agreeToTerms}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand-600 py-3 font-bold text-white transition hover:bg-brand-700 disabled:opacity-60"
      >
        {isSubmitting ? "登録しています…" : role === "pro" ? "無料で会員登録" : "企業アカウントを作成"}
      </button>
      <p className="text-center text-sm text-slate-600">
        {role === "pro" ? "企業として案件を掲載する方は" : "プロとして案件を探す方は"}{" "}
        <Link href={role === "pro" ? "/signup/orderer" : "/signup/pro"} className="font-bold text-brand-700 underline">
          {role === "pro" ? "企業アカウントを作成" : "プロとして無料登録"}
        </Link>
      </p>
      <p className="text-center text-sm text-slate-600">
        すでにアカウントをお持ちの方は{" "}
        <Link href="/login" className="font-bold text-brand-700 underline">
          ログイン
        </Link>
      </p>
    </form>
  );
}
