"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { fieldId, InputField, SelectField } from "@/features/pros/profile/components/profile-form-controls";
import { toFieldErrors } from "@/lib/field-errors";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";

import { CORPORATION_MEMBERS_ENDPOINTS } from "../corporation-members.endpoints";
import { InvitationBodySchema } from "../corporation-members.schemas";
import { ROLE_LABELS } from "../corporation-values";

/** Invite by e-mail: the address and the role (admin or member; owners are made afterwards). */
export function InvitationForm({ onInvited }: { onInvited: () => void }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"admin" | "member">("member");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    if (found.email) document.getElementById(fieldId("email"))?.focus();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(undefined);
    const checked = InvitationBodySchema.safeParse({ email, role });
    if (!checked.success) return showErrors(toFieldErrors(checked.error));
    setIsBusy(true);
    const result = await callApi(CORPORATION_MEMBERS_ENDPOINTS.invite, { body: checked.data });
    setIsBusy(false);
    if (!result.ok) {
      showErrors(toFieldErrors(result.error));
      return setAlert(result.error.message);
    }
    setErrors({});
    setEmail("");
    toast.success(`${result.data.email} に招待メールを送りました`);
    onInvited();
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="メンバーを招待">
      <FormAlert message={alert} />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <InputField
          path="email"
          label="メールアドレス"
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
        />
        <SelectField path="role" label="権限" value={role} onChange={(e) => setRole(e.currentTarget.value === "admin" ? "admin" : "member")} error={errors.role}>
          <option value="member">{ROLE_LABELS.member}</option>
          <option value="admin">{ROLE_LABELS.admin}</option>
        </SelectField>
      </div>
      <p className="text-xs text-slate-600">招待リンクは7日間、一度だけ有効です。同じアドレスに送り直すと、前のリンクは使えなくなります。</p>
      <button type="submit" disabled={isBusy} className="rounded-md bg-brand-600 px-6 py-2.5 font-bold text-white hover:bg-brand-700 disabled:opacity-50">
        {isBusy ? "送信しています…" : "招待メールを送る"}
      </button>
    </form>
  );
}
