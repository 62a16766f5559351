"use client";

import { useState } from "react";

import { paths } from "@/config/navigation";
import { callApi } from "@/platform/api-contract/call-api";
import { FormAlert } from "@/ui/form-alert";

import { CORPORATION_MEMBERS_ENDPOINTS } from "../corporation-members.endpoints";

/** Joins with the link's token; the whole page reloads so the top bar shows the new current corporation. */
export function AcceptInvitationButton({ token, corporationName }: { token: string; corporationName: string }) {
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);

  async function accept() {
    setIsBusy(true);
    setError(undefined);
    const result = await callApi(CORPORATION_MEMBERS_ENDPOINTS.accept, { body: { token } });
    if (!result.ok) {
      setIsBusy(false);
      return setError(result.error.message);
    }
    // A whole page load: the top bar and every orderer page now act for the corporation joined.
    window.location.assign(paths.corporationMembers());
  }

  return (
    <div className="space-y-3">
      <FormAlert message={error} />
      <button
        type="button"
        onClick={accept}
        disabled={isBusy}
        className="w-full rounded-md bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-50"
      >
        {isBusy ? "参加しています…" : `${corporationName}に参加する`}
      </button>
    </div>
  );
}
