"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";

import { BOARD_ENDPOINTS as E } from "../board/board.endpoints";

type Member = { userId: number; name: string };

/** Who looks after this applicant: their name, and a member of the corporation chosen after 「変更」. */
export function BoardAssignee({ applicationId, assignee, members }: { applicationId: number; assignee: Member | null; members: Member[] }) {
  const router = useRouter();
  const id = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  async function change(next: string) {
    setIsBusy(true);
    const result = await callApi(E.assign, { params: { id: applicationId }, body: { userId: next === "" ? null : Number(next) } });
    setIsBusy(false);
    if (!result.ok) {
      toast.error(result.error.issues?.[0]?.message ?? result.error.message);
      return;
    }
    setIsEditing(false);
    router.refresh();
  }

  if (!isEditing) {
    return (
      <p className="mt-2 flex items-center gap-2 text-xs text-slate-600">
        担当: {assignee?.name ?? "未設定"}
        <button
          type="button"
          onClick={() => setIsEditing(true)}
          className="font-bold text-brand-700 hover:underline"
          aria-label={`担当を変更（いま: ${assignee?.name ?? "未設定"}）`}
        >
          変更
        </button>
      </p>
    );
  }
  return (
    <div className="mt-2 flex items-center gap-2 text-xs">
      <label htmlFor={id} className="text-slate-600">
        担当
      </label>
      <select
        ref={(element) => element?.focus()}
        id={id}
        defaultValue={assignee ? String(assignee.userId) : ""}
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
      <button type="button" onClick={() => setIsEditing(false)} className="text-slate-600 hover:underline">
        閉じる
      </button>
    </div>
  );
}
