"use client";

import { useState } from "react";

import { callApi } from "@/platform/api-contract/call-api";

import { ACCOUNT_EMAIL_ENDPOINTS } from "../account-email.endpoints";

/**
 * 「確認メールを再送する」: asks for a new link and says what happened in a live region (sent to
 * which address, or when to try again).
 */
export function ResendVerificationButton({ className = "" }: { className?: string }) {
  const [state, setState] = useState<{ kind: "idle" | "sending" } | { kind: "sent" | "failed"; message: string }>({ kind: "idle" });

  async function resend() {
    setState({ kind: "sending" });
    const result = await callApi(ACCOUNT_EMAIL_ENDPOINTS.resendVerification);
    if (result.ok) setState({ kind: "sent", message: `${result.data.email} に確認メールを送りました。メール内のボタンを押して確認を完了してください。` });
    else setState({ kind: "failed", message: result.error.message });
  }

  return (
    <div className={className}>
      <button
        type="button"
        onClick={() => void resend()}
        disabled={state.kind === "sending"}
        className="rounded-md border border-amber-700 bg-white px-4 py-2 text-sm font-bold text-amber-900 transition hover:bg-amber-100 disabled:opacity-60"
      >
        {state.kind === "sending" ? "送信しています…" : "確認メールを再送する"}
      </button>
      <p aria-live="polite" className={`mt-2 text-sm ${state.kind === "failed" ? "text-red-700" : "text-slate-700"}`}>
        {state.kind === "sent" || state.kind === "failed" ? state.message : null}
      </p>
    </div>
  );
}
