"use client";

import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";

import { toFieldErrors } from "@/lib/field-errors";
import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";
import { TextField } from "@/ui/text-field";

import { ChangeNameBodySchema, type AccountName, type ChangeNameBody } from "../account-name.schemas";
import { ME_ENDPOINTS } from "../me.endpoints";
import { useCurrentUser } from "./current-user-provider";

const FIELDS = [
  { name: "lastName", label: "姓", autoComplete: "family-name" },
  { name: "firstName", label: "名", autoComplete: "given-name" },
  { name: "lastNameKana", label: "セイ", autoComplete: "off" },
  { name: "firstNameKana", label: "メイ", autoComplete: "off" },
] as const;

function nameOf(account: AccountName): ChangeNameBody {
  return { lastName: account.lastName, firstName: account.firstName, lastNameKana: account.lastNameKana, firstNameKana: account.firstNameKana };
}

/**
 * お名前: the same schema as the server, errors beside each field, a warning before leaving with
 * unsaved changes, and — for a verified pro — a confirmation that the 本人確認済 mark will go.
 */
export function AccountNameForm({ initial }: { initial: AccountName }) {
  const { user, replaceUser } = useCurrentUser();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(nameOf(initial));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const isDirty = FIELDS.some(({ name }) => values[name] !== saved[name]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ChangeNameBodySchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(toFieldErrors(parsed.error));
      setFormError("入力内容に誤りがあります。");
      return;
    }
    if (saved.isRealNameVerified && isDirty) return setConfirming(true);
    void save();
  }

  async function save() {
    setIsSaving(true);
    setFieldErrors({});
    setFormError(undefined);
    const result = await callApi(ME_ENDPOINTS.changeName, { body: values });
    setIsSaving(false);
    setConfirming(false);
    if (!result.ok) {
      setFieldErrors(toFieldErrors(result.error));
      return setFormError(result.error.message);
    }
    setSaved(result.data);
    setValues(nameOf(result.data));
    if (user) replaceUser({ ...user, lastName: result.data.lastName, firstName: result.data.firstName });
    toast.success("お名前を変更しました");
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-busy={isSaving}>
      {saved.isRealNameVerified ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          現在、プロフィールに「本人確認済」が表示されています。お名前を変更すると、このマークは外れます。
        </p>
      ) : null}
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            autoComplete={field.autoComplete}
            required
            value={values[field.name]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field.name]: value }));
            }}
            error={fieldErrors[field.name]}
          />
        ))}
      </div>
      <p className="text-xs text-slate-600">フリガナはカタカナで入力してください（ひらがなはカタカナに直して保存します）。</p>
      <button
        type="submit"
        disabled={isSaving || !isDirty}
        className="w-full rounded-md bg-brand-600 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-50 sm:w-auto sm:px-8"
      >
        {isSaving ? "保存しています…" : "保存する"}
      </button>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => setConfirming(false)}
        title="「本人確認済」のマークが外れます"
        message="お名前を変更すると、プロフィールの「本人確認済」の表示がなくなります。変更してよろしいですか？"
        confirmLabel="変更する"
        busyLabel="保存しています…"
        isBusy={isSaving}
        onConfirm={() => void save()}
      />
    </form>
  );
}
