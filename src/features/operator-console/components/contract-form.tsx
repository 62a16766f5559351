"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import type { Plan } from "@/db/schema/user-values";
import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FieldMessages } from "@/ui/field-messages";
import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";

import { CONSOLE_CORPORATIONS_ENDPOINTS as E } from "../corporations/console-corporations.endpoints";
import { useConsoleAction } from "./console-action-provider";

type Contract = { plan: Plan; planStartedOn: string | null; planInvoiceNote: string; invoiceRegistrationNumber: string | null };
type Props = { corporationId: number; contract: Contract; planNames: Record<Plan, string> };

/**
 * 契約・請求 of one corporation (issue 18): the operator records the contract; a plan change is what
 * the members' abilities follow, so it asks once more before saving.
 */
export function ContractForm({ corporationId, contract, planNames }: Props) {
  const run = useConsoleAction();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  const [pending, setPending] = useState<FormData | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // A plan change is what every member's abilities follow: it is confirmed first.
    if (String(data.get("plan")) !== contract.plan) setPending(data);
    else void save(data);
  };

  const save = async (data: FormData) => {
    const plan = String(data.get("plan")) as Plan;
    setBusy(true);
    const result = await run(() =>
      callApi(E.changeContract, {
        params: { id: corporationId },
        body: {
          plan,
          planStartedOn: String(data.get("planStartedOn") ?? ""),
          planInvoiceNote: String(data.get("planInvoiceNote") ?? ""),
          invoiceRegistrationNumber: String(data.get("invoiceRegistrationNumber") ?? ""),
        },
      }),
    );
    setBusy(false);
    setPending(null);
    if (!result.ok) {
      setMessage(result.error.message);
      setErrors(Object.fromEntries((result.error.issues ?? []).map((issue) => [issue.path, issue.message])));
      return;
    }
    setErrors({});
    setMessage(undefined);
    toast.success(result.data.changed ? "契約内容を保存しました" : "変更はありませんでした");
    router.refresh();
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="契約・請求">
      <FormAlert message={message} />
      <div>
        <label htmlFor="contract-plan" className="mb-1 block text-sm font-bold text-slate-700">
          プラン
        </label>
        <select id="contract-plan" name="plan" defaultValue={contract.plan} className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 sm:w-64">
          {(Object.keys(planNames) as Plan[]).map((plan) => (
            <option key={plan} value={plan}>
              {planNames[plan]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="利用開始日"
        name="planStartedOn"
        type="date"
        defaultValue={contract.planStartedOn ?? ""}
        error={errors.planStartedOn}
        hint="有料プランでは必須です。"
        className="sm:w-64"
      />
      <TextField
        label="適格請求書発行事業者登録番号"
        name="invoiceRegistrationNumber"
        defaultValue={contract.invoiceRegistrationNumber ?? ""}
        error={errors.invoiceRegistrationNumber}
        hint="T＋13桁。企業が登録していない場合は空欄"
        className="sm:w-80"
      />
      <div>
        <label htmlFor="contract-note" className="mb-1 block text-sm font-bold text-slate-700">
          請求メモ（運営のみ）
        </label>
        <textarea
          id="contract-note"
          name="planInvoiceNote"
          rows={3}
          maxLength={1000}
          defaultValue={contract.planInvoiceNote}
          aria-describedby={errors.planInvoiceNote ? "contract-note-error" : undefined}
          className="block w-full rounded-md border border-slate-300 px-3 py-2"
        />
        <FieldMessages id="contract-note" error={errors.planInvoiceNote} />
      </div>
      <button type="submit" disabled={isBusy} className="h-11 rounded-md bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60">
        {isBusy ? "保存しています…" : "契約内容を保存する"}
      </button>
      <ConfirmDialog
        isOpen={pending !== null}
        onClose={() => setPending(null)}
        title="プランを変更しますか？"
        message={`「${planNames[contract.plan]}」から「${planNames[(pending?.get("plan") as Plan | null) ?? contract.plan]}」に変更します。所属メンバーの使える機能が変わり、オーナーと管理者にメールでお知らせします。`}
        confirmLabel="変更する"
        busyLabel="保存しています…"
        isBusy={isBusy}
        tone="primary"
        onConfirm={() => pending && void save(pending)}
      />
    </form>
  );
}
