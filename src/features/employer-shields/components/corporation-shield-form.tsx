"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";
import { TextField } from "@/ui/text-field";

import { EMPLOYER_SHIELDS_ENDPOINTS } from "../employer-shields.endpoints";
import type { EmployerShield } from "../employer-shields.schemas";

type Candidate = { id: number; name: string };

/** Finds a corporation registered on かけはし by name, then adds the one chosen. */
export function CorporationShieldForm({ onAdded }: { onAdded: (shields: EmployerShield[]) => void }) {
  const [words, setWords] = useState("");
  const [candidates, setCandidates] = useState<Candidate[] | null>(null);
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);

  async function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsBusy(true);
    setError(undefined);
    const result = await callApi(EMPLOYER_SHIELDS_ENDPOINTS.candidates, { query: new URLSearchParams({ q: words }) });
    setIsBusy(false);
    if (!result.ok) return setError(result.error.issues?.[0]?.message ?? result.error.message);
    setCandidates(result.data.corporations);
  }

  async function handleAdd(candidate: Candidate) {
    setIsBusy(true);
    const result = await callApi(EMPLOYER_SHIELDS_ENDPOINTS.add, { body: { kind: "corporation", corporationId: candidate.id } });
    setIsBusy(false);
    if (!result.ok) return void toast.error(result.error.message);
    onAdded(result.data.shields);
    toast.success(`${candidate.name} をブロックしました`);
    setCandidates(null);
    setWords("");
  }

  return (
    <section aria-labelledby="shield-corporation-heading" className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="shield-corporation-heading" className="text-lg font-bold text-slate-900">
        企業名で追加
      </h2>
      <p className="mt-1 text-sm text-slate-600">かけはしに登録している企業から探します。その企業のメンバー全員に表示されなくなります。</p>
      <form onSubmit={handleSearch} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start" role="search">
        <TextField
          className="flex-1"
          label="企業名"
          name="corporationWords"
          autoComplete="off"
          value={words}
          onChange={(event) => setWords(event.currentTarget.value)}
          error={error}
        />
        <button
          type="submit"
          disabled={isBusy || words.trim() === ""}
          className="rounded-md border border-brand-600 px-6 py-2.5 font-bold text-brand-700 hover:bg-brand-50 disabled:opacity-50 sm:mt-6"
        >
          検索
        </button>
      </form>
      <div aria-live="polite">
        {candidates === null ? null : candidates.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">該当する企業が見つかりませんでした。メールアドレスのドメインで追加することもできます。</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="企業の候補">
            {candidates.map((candidate) => (
              <li key={candidate.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0 break-all text-slate-900">{candidate.name}</span>
                <button
                  type="button"
                  disabled={isBusy}
                  onClick={() => handleAdd(candidate)}
                  className="shrink-0 rounded-md bg-brand-600 px-3 py-1.5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-50"
                  aria-label={`${candidate.name} をブロックする`}
                >
                  ブロック
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
