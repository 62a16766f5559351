"use client";

import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import type { JobChangeIntention } from "@/db/schema/user-values";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";

import { ME_ENDPOINTS } from "../me.endpoints";
import { useCurrentUser } from "./current-user-provider";
import { JobChangeIntentionChoices } from "./job-change-intention-choices";

/** 転職意向 on its settings page: the answer shows as a badge on the pro's profile. */
export function JobChangeIntentionForm({ initial }: { initial: JobChangeIntention | null }) {
  const { replaceUser } = useCurrentUser();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!value) return setError("転職意向を選択してください");
    setIsSaving(true);
    setError(undefined);
    const result = await callApi(ME_ENDPOINTS.changeJobChangeIntention, { body: { jobChangeIntention: value } });
    setIsSaving(false);
    if (!result.ok) return setError(result.error.message);
    replaceUser(result.data);
    toast.success("転職意向を保存しました");
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-busy={isSaving}>
      <FormAlert message={error} />
      <JobChangeIntentionChoices name="jobChangeIntention" value={value} onChange={setValue} legend="現在の転職意向" />
      <button type="submit" disabled={isSaving} className="rounded-md bg-brand-600 px-8 py-2.5 font-bold text-white hover:bg-brand-700 disabled:opacity-60">
        {isSaving ? "保存しています…" : "保存する"}
      </button>
    </form>
  );
}
