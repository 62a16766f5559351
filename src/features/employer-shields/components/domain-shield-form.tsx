"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";
import { TextField } from "@/ui/text-field";

import { EMPLOYER_SHIELDS_ENDPOINTS } from "../employer-shields.endpoints";
import type { EmployerShield } from "../employer-shields.schemas";

/** Adds an e-mail domain: everyone who logs in with an address there stops seeing the pro. */
export function DomainShieldForm({ onAdded }: { onAdded: (shields: EmployerShield[]) => void }) {
  const [domain, setDomain] = useState("");
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSaving(true);
    setError(undefined);
    const result = await callApi(EMPLOYER_SHIELDS_ENDPOINTS.add, { body: { kind: "domain", emailDomain: domain } });
    setIsSaving(false);
    if (!result.ok) return setError(result.error.issues?.[0]?.message ?? result.error.message);
    onAdded(result.data.shields);
    toast.success(`@${domain.trim().replace(/^@/, "").toLowerCase()} をブロックしました`);
    setDomain("");
  }

  return (
    <section aria-labelledby="shield-domain-heading" className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="shield-domain-heading" className="text-lg font-bold text-slate-900">
        メールアドレスのドメインで追加
      </h2>
      <p className="mt-1 text-sm text-slate-600">このドメインのメールアドレスでログインしている人に、あなたのプロフィールが表示されなくなります。</p>
      <form onSubmit={handleSubmit} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          className="flex-1"
          label="ドメイン"
          name="emailDomain"
          placeholder="example.co.jp"
          autoComplete="off"
          inputMode="url"
          value={domain}
          onChange={(event) => setDomain(event.currentTarget.value)}
          error={error}
          hint="gmail.com などのフリーメールは登録できません。"
        />
        <button
          type="submit"
          disabled={isSaving || domain.trim() === ""}
          className="rounded-md bg-brand-600 px-6 py-2.5 font-bold text-white hover:bg-brand-700 disabled:opacity-50 sm:mt-6"
        >
          {isSaving ? "追加しています…" : "追加する"}
        </button>
      </form>
    </section>
  );
}
