"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";

import { CONSOLE_PROJECTS_ENDPOINTS as E } from "../projects/console-projects.endpoints";
import { useConsoleAction } from "./console-action-provider";
import { TextAreaField } from "./console-fields";

/** 掲載を終了する with the reason the corporation reads (issue 18). */
export function ProjectCloseButton({ projectId, title }: { projectId: number; title: string }) {
  const run = useConsoleAction();
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);

  const close = async () => {
    setBusy(true);
    const result = await run(() => callApi(E.close, { params: { id: projectId }, body: { note } }));
    setBusy(false);
    if (!result.ok) {
      setError(result.error.issues?.[0]?.message ?? result.error.message);
      return;
    }
    setOpen(false);
    toast.success("掲載を終了しました");
    router.refresh();
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-sm font-bold text-red-700 underline">
        掲載終了
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title="この案件の掲載を終了しますか？"
        message={`「${title}」の募集を終了し、検索に表示されなくなります。理由は企業の担当者に表示されます。`}
        confirmLabel="掲載を終了する"
        busyLabel="処理しています…"
        isBusy={isBusy}
        onConfirm={close}
      >
        <FormAlert message={error} />
        <TextAreaField id={`close-note-${projectId}`} label="理由（企業に表示されます）" value={note} onChange={setNote} rows={4} maxLength={1000} isRequired />
      </ConfirmDialog>
    </>
  );
}
