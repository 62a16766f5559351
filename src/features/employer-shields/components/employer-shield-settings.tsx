"use client";

import { useState } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";

import { EMPLOYER_SHIELDS_ENDPOINTS } from "../employer-shields.endpoints";
import type { EmployerShield } from "../employer-shields.schemas";
import { CorporationShieldForm } from "./corporation-shield-form";
import { DomainShieldForm } from "./domain-shield-form";

function labelOf(shield: EmployerShield): string {
  return shield.kind === "corporation" ? (shield.corporationName ?? "") : `@${shield.emailDomain}`;
}

/** 勤務先ブロック: the list with remove (after a confirmation), and the two ways to add one. */
export function EmployerShieldSettings({ initial }: { initial: EmployerShield[] }) {
  const [shields, setShields] = useState(initial);
  const [removing, setRemoving] = useState<EmployerShield | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function handleRemove() {
    if (!removing) return;
    setIsBusy(true);
    const result = await callApi(EMPLOYER_SHIELDS_ENDPOINTS.remove, { params: { id: removing.id } });
    setIsBusy(false);
    setRemoving(null);
    if (!result.ok) return void toast.error(result.error.message);
    setShields(result.data.shields);
    toast.success(`${labelOf(removing)} のブロックを解除しました`);
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="shield-list-heading" className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="shield-list-heading" className="text-lg font-bold text-slate-900">
          ブロック中の企業・ドメイン
        </h2>
        {shields.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">まだ登録していません。</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200" data-testid="shield-list">
            {shields.map((shield) => (
              <li key={shield.id} className="flex items-center justify-between gap-3 py-3">
                <span className="min-w-0 break-all">
                  <span className="mr-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{shield.kind === "corporation" ? "企業" : "ドメイン"}</span>
                  <span className="font-bold text-slate-900">{labelOf(shield)}</span>
                </span>
                <button
                  type="button"
                  onClick={() => setRemoving(shield)}
                  className="shrink-0 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-bold text-slate-700 hover:bg-slate-50"
                  aria-label={`${labelOf(shield)} のブロックを解除`}
                >
                  解除
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CorporationShieldForm onAdded={setShields} />
      <DomainShieldForm onAdded={setShields} />
      <ConfirmDialog
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        title="ブロックを解除しますか？"
        message={removing ? `解除すると、${labelOf(removing)} の人があなたのプロフィールを見たり、検索で見つけたりできるようになります。` : ""}
        confirmLabel="解除する"
        busyLabel="解除しています…"
        isBusy={isBusy}
        onConfirm={handleRemove}
      />
    </div>
  );
}
