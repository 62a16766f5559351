"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";

import { BOARD_ENDPOINTS as E } from "../board/board.endpoints";

/** Who looks after this applicant: a member of the corporation, chosen on the card. */
export function BoardAssigneeSelect({
  applicationId,
  assigneeId,
  members,
}: {
  applicationId: number;
  assigneeId: number | null;
  members: { userId: number; name: string }[];
}) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(assigneeId === null ? "" : String(assigneeId));
  const [isBusy, setIsBusy] = useState(false);

  async function change(next: string) {
    const previous = value;
    setValue(next);
    setIsBusy(true);
    const result = await callApi(E.assign, { params: { id: applicationId }, body: { userId: next === "" ? null : Number(next) } });
    setIsBusy(false);
    if (!result.ok) {
      setValue(previous);
      toast.error(result.error.issues?.[0]?.message ?? result.error.message);
      return;
    }
    router.refresh();
  }

  return (
    <div className="mt-2 flex items-center gap-2 text-xs">
      <label htmlFor={id} className="text-slate-600">
        担当
      </label>
      <select
        id={id}
        value={value}
        disabled={isBusy}
        onChange={(e) => void change(e.target.value)}
        className="min-w-0 flex-1 rounded border border-slate-300 bg-white px-1.5 py-1 text-xs"
      >
        <option value="">未設定</option>
        {members.map((m) => (
          <option key={m.userId} value={m.userId}>
            {m.name}
          </option>
        ))}
      </select>
    </div>
  );
}
