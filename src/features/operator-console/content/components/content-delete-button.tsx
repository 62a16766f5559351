"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";

import { useConsoleAction } from "../../components/console-action-provider";
import { CONSOLE_CONTENT_ENDPOINTS as E } from "../console-content.endpoints";

type Props = {
  kind: "announcement" | "news";
  id: number;
  /** What deleting it does, in a sentence or two (what readers lose, what is left pointing at it). */
  consequence: string;
};

const WORDS = {
  announcement: { noun: "お知らせ", list: "/admin/announcements" },
  news: { noun: "ニュース", list: "/admin/news" },
} as const;

/** 削除する, after a confirmation; the audit log keeps what the item said. */
export function ContentDeleteButton({ kind, id, consequence }: Props) {
  const run = useConsoleAction();
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const words = WORDS[kind];

  const remove = async () => {
    setBusy(true);
    setError(undefined);
    const params = { id };
    const result = await run(() => (kind === "announcement" ? callApi(E.deleteAnnouncement, { params }) : callApi(E.deleteNews, { params })));
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    setOpen(false);
    toast.success(`${words.noun}を削除しました`);
    router.push(words.list);
    router.refresh();
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex h-11 items-center rounded-md border border-red-300 bg-white px-5 text-sm font-bold text-red-700 hover:bg-red-50"
      >
        削除する
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={`この${words.noun}を削除しますか？`}
        message={`${consequence} 削除すると元に戻せません（内容は操作履歴に残ります）。`}
        confirmLabel="削除する"
        busyLabel="削除しています…"
        isBusy={isBusy}
        onConfirm={remove}
      >
        <FormAlert message={error} />
      </ConfirmDialog>
    </>
  );
}
