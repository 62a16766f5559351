"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";

import { useConsoleAction } from "../../components/console-action-provider";
import { CONSOLE_MAIL_LOG_ENDPOINTS as E } from "../console-mail-log.endpoints";

type Props = { mailId: number; status: "pending" | "sent" | "failed"; to: string };

/**
 * 再送 for one mail: a failed one goes back in the queue; a sent one goes out again as a new mail
 * (whose page opens). A pending one is still on its way, so there is nothing to press.
 */
export function MailResendPanel({ mailId, status, to }: Props) {
  const run = useConsoleAction();
  const router = useRouter();
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  if (status === "pending") {
    return <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">送信待ちのため再送できません。送信処理が順に送ります。</p>;
  }
  const isCopy = status === "sent";

  const resend = async () => {
    setBusy(true);
    setError(undefined);
    const result = await run(() => callApi(E.resendMail, { params: { id: mailId } }));
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    setConfirming(false);
    if (result.data.isCopy) {
      toast.success("同じ内容のメールを作成し、送信待ちにしました");
      router.push(`/admin/mails/${result.data.mail.id}`);
    } else {
      toast.success("送信待ちに戻しました");
      router.refresh();
    }
  };

  return (
    <section aria-labelledby="resend-heading" className="rounded-lg border border-slate-200 bg-white p-5" data-testid="mail-resend">
      <h2 id="resend-heading" className="font-bold text-slate-900">
        再送
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {isCopy
          ? "「届いていない」というお問い合わせには、同じ内容のメールを新しく作成して送ります。このメールの記録はそのまま残ります。"
          : "送信待ちに戻し、すぐに送信し直します。宛先に誤りがないか、最後のエラーを確認してから再送してください。"}
      </p>
      <FormAlert message={isConfirming ? undefined : error} />
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="mt-3 inline-flex h-11 items-center rounded-md border border-slate-300 bg-white px-5 text-sm font-bold text-slate-700 hover:bg-slate-50"
      >
        {isCopy ? "もう一度送る" : "再送する"}
      </button>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => setConfirming(false)}
        title={isCopy ? "このメールをもう一度送りますか？" : "このメールを再送しますか？"}
        message={`${to} 宛に${isCopy ? "同じ内容のメールを新しく送ります" : "送信し直します"}。`}
        confirmLabel={isCopy ? "もう一度送る" : "再送する"}
        busyLabel="処理しています…"
        isBusy={isBusy}
        tone="primary"
        onConfirm={resend}
      >
        <FormAlert message={error} />
      </ConfirmDialog>
    </section>
  );
}
