"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

import { FormAlert } from "@/ui/form-alert";
import { callApi } from "@/platform/api-contract/call-api";

import { ANNOUNCEMENTS_ENDPOINTS } from "../announcements.endpoints";

/** Marks every announcement read (spec S-ANN-2), then re-renders the page so the 未読 marks go. */
export function MarkAllReadButton() {
  const router = useRouter();
  const [isSending, setIsSending] = useState(false);
  const [isRefreshing, startTransition] = useTransition();
  const [error, setError] = useState<string>();
  const isBusy = isSending || isRefreshing;

  async function handleClick() {
    setIsSending(true);
    setError(undefined);
    const result = await callApi(ANNOUNCEMENTS_ENDPOINTS.markAllRead);
    setIsSending(false);
    if (!result.ok) {
      setError(`既読にできませんでした。${result.error.message}`);
      return;
    }
    startTransition(() => router.refresh());
  }

  return (
    <div className="flex flex-col gap-3 sm:w-72 sm:shrink-0 sm:items-end">
      <button
        type="button"
        onClick={handleClick}
        disabled={isBusy}
        aria-busy={isBusy}
        className="inline-flex h-10 items-center justify-center self-start rounded-md border border-brand-600 bg-white px-4 text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70 sm:self-auto"
      >
        {isBusy ? "処理中…" : "すべて既読にする"}
      </button>
      <FormAlert message={error} />
    </div>
  );
}
