"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";

import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";

import { ACCOUNT_EMAIL_ENDPOINTS } from "../account-email.endpoints";

type Purpose = "verify" | "change";

const TEXT: Record<Purpose, { button: string; busy: string; done: (email: string) => string }> = {
  verify: {
    button: "メールアドレスを確認する",
    busy: "確認しています…",
    done: (email) => `${email} の確認が完了しました。かけはしのすべての機能をご利用いただけます。`,
  },
  change: {
    button: "メールアドレスを変更する",
    busy: "変更しています…",
    done: (email) => `メールアドレスを ${email} に変更しました。次回からこのメールアドレスでログインしてください。`,
  },
};

/**
 * The button on a link's page: the link's GET only shows it (mail scanners open links), and this
 * POST uses the token. On success the page is refreshed, so the shell (the banner) learns too.
 * The refreshed page finds the token spent (`isValid` false); the page renders this component in
 * both cases, so its state survives and the success stays on screen instead of `invalidNotice`.
 */
export function AccountLinkButton({ purpose, token, isValid, invalidNotice }: { purpose: Purpose; token: string; isValid: boolean; invalidNotice: ReactNode }) {
  const router = useRouter();
  const [state, setState] = useState<{ kind: "idle" | "busy" } | { kind: "done"; message: string; isSignedIn: boolean } | { kind: "failed"; message: string }>({
    kind: "idle",
  });

  async function submit() {
    setState({ kind: "busy" });
    const result =
      purpose === "verify"
        ? await callApi(ACCOUNT_EMAIL_ENDPOINTS.verifyEmail, { body: { token } })
        : await callApi(ACCOUNT_EMAIL_ENDPOINTS.confirmEmailChange, { body: { token } });
    if (!result.ok) {
      setState({ kind: "failed", message: result.error.message });
      return;
    }
    setState({ kind: "done", message: TEXT[purpose].done(result.data.email), isSignedIn: result.data.isSignedIn });
    router.refresh();
  }

  if (state.kind === "done") {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900" data-testid="account-link-done">
          {state.message}
        </p>
        <Link href={state.isSignedIn ? "/" : "/login"} className="block w-full rounded-md bg-brand-600 py-3 text-center font-bold text-white hover:bg-brand-700">
          {state.isSignedIn ? "トップページへ" : "ログインする"}
        </Link>
      </div>
    );
  }
  if (!isValid) return invalidNotice;
  return (
    <div className="space-y-4">
      <FormAlert message={state.kind === "failed" ? state.message : undefined} />
      <button
        type="button"
        onClick={() => void submit()}
        disabled={state.kind === "busy"}
        className="w-full rounded-md bg-brand-600 py-3 font-bold text-white transition hover:bg-brand-700 disabled:opacity-60"
      >
        {state.kind === "busy" ? TEXT[purpose].busy : TEXT[purpose].button}
      </button>
    </div>
  );
}
