"use client";

import { useState } from "react";

import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";

import { NOTICE_MAIL_ENDPOINTS } from "../notice-mail.endpoints";

/** 「配信を停止する」: the page's GET changed nothing; this POST stops the category. */
export function UnsubscribeButton({ query, categoryLabel }: { query: string; categoryLabel: string }) {
  const [state, setState] = useState<{ kind: "idle" | "busy" | "done" } | { kind: "failed"; message: string }>({ kind: "idle" });

  async function unsubscribe() {
    setState({ kind: "busy" });
    const result = await callApi(NOTICE_MAIL_ENDPOINTS.unsubscribe, { query });
    setState(result.ok ? { kind: "done" } : { kind: "failed", message: result.error.message });
  }

  if (state.kind === "done") {
    return (
      <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900" data-testid="unsubscribe-done">
        「{categoryLabel}」のお知らせメールの配信を停止しました。アカウントの安全に関わるメール（メールアドレスの確認など）は、これまでどおりお送りします。
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <FormAlert message={state.kind === "failed" ? state.message : undefined} />
      <button
        type="button"
        onClick={() => void unsubscribe()}
        disabled={state.kind === "busy"}
        className="w-full rounded-md bg-brand-600 py-3 font-bold text-white transition hover:bg-brand-700 disabled:opacity-60"
      >
        {state.kind === "busy" ? "停止しています…" : "配信を停止する"}
      </button>
    </div>
  );
}
