"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";

import { NOTIFICATIONS_ENDPOINTS as E } from "../notifications.endpoints";

/** すべて既読にする: the list redraws with every mark cleared. */
export function MarkNotificationsReadButton() {
  const router = useRouter();
  const [isBusy, setIsBusy] = useState(false);
  async function markAll() {
    setIsBusy(true);
    const result = await callApi(E.read, { body: { ids: "all" } });
    setIsBusy(false);
    if (!result.ok) {
      toast.error(result.error.message);
      return;
    }
    router.refresh();
  }
  return (
    <button
      type="button"
      disabled={isBusy}
      onClick={() => void markAll()}
      className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-bold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
    >
      {isBusy ? "既読にしています…" : "すべて既読にする"}
    </button>
  );
}
