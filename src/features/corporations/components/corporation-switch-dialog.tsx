"use client";

import { Building2, Check } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { Dialog } from "@/ui/dialog";
import { useCurrentUser } from "@/features/users/components/current-user-provider";
import { callApi } from "@/platform/api-contract/call-api";

import { CURRENT_CORPORATION_ENDPOINTS } from "../current-corporation.endpoints";

export function switchedToast(name: string): string {
  return `企業アカウントを「${name}」に切り替えました`;
}

/**
 * 企業アカウント切り替え (spec S-BAR-15, S-BAR-16): lists the user's corporations with the current one
 * marked 選択中. Choosing another calls PATCH /api/v2/current_corporations/{id}; the answer replaces
 * the user, the modal closes and a green toast names the new corporation. A failure keeps the modal
 * open with a red toast (the spec leaves it unhandled; a silent failure would look like a dead button).
 */
export function CorporationSwitchDialog() {
  const { user, replaceUser, isCorporationSelectOpen, setCorporationSelectOpen } = useCurrentUser();
  const router = useRouter();
  const [pendingId, setPendingId] = useState<number | null>(null);
  if (!user || user.corporations.length <= 1) return null;

  async function switchTo(corporationId: number) {
    setPendingId(corporationId);
    const result = await callApi(CURRENT_CORPORATION_ENDPOINTS.switch, { params: { id: corporationId } });
    setPendingId(null);
    if (!result.ok) {
      toast.error(`企業アカウントを切り替えられませんでした。${result.error.message}`);
      return;
    }
    replaceUser(result.data);
    setCorporationSelectOpen(false);
    toast.success(switchedToast(result.data.currentCorporation?.name ?? ""));
    // Server-rendered parts of the page (e.g. the welcome card) follow the new corporation.
    router.refresh();
  }

  return (
    <Dialog isOpen={isCorporationSelectOpen} onClose={() => setCorporationSelectOpen(false)} title="企業アカウント切り替え" testId="corporation-switch-dialog">
      <p className="px-5 pt-4 text-sm text-slate-600">操作する企業アカウントを選んでください。</p>
      <ul className="space-y-2 p-5">
        {user.corporations.map((corporation) => {
          const isCurrent = corporation.id === user.currentCorporation?.id;
          return (
            <li key={corporation.id}>
              <button
                type="button"
                disabled={isCurrent || pendingId !== null}
                aria-current={isCurrent ? "true" : undefined}
                onClick={() => void switchTo(corporation.id)}
                className={`flex w-full items-center gap-3 rounded-lg border px-4 py-3 text-left ${
                  isCurrent ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:border-brand-600 hover:bg-slate-50 disabled:opacity-60"
                }`}
              >
                <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500">
                  <Building2 className="h-5 w-5" />
                </span>
                <span className="min-w-0 flex-1 font-bold text-slate-900">{corporation.name}</span>
                {isCurrent ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold text-white">
                    <Check aria-hidden="true" className="h-3.5 w-3.5" />
                    選択中
                  </span>
                ) : pendingId === corporation.id ? (
                  <span className="text-xs text-slate-500">切り替え中…</span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
