"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";

import { callApi } from "@/platform/api-contract/call-api";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormAlert } from "@/ui/form-alert";

import { useConsoleAction } from "../../components/console-action-provider";
import { CONSOLE_INQUIRIES_ENDPOINTS as E } from "../console-inquiries.endpoints";
import { INQUIRY_REPLY_MAX } from "../inquiry-labels";

type Props = { inquiryId: number; email: string };

/**
 * The answer to an inquiry, mailed to its address with the inquiry quoted under it. Sending is
 * confirmed first: a mail cannot be taken back.
 */
export function InquiryReplyForm({ inquiryId, email }: Props) {
  const run = useConsoleAction();
  const router = useRouter();
  const [body, setBody] = useState("");
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const length = Array.from(body).length;

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    if (body.trim() === "") return setError("回答を入力してください");
    if (length > INQUIRY_REPLY_MAX) return setError(`回答は${INQUIRY_REPLY_MAX.toLocaleString("ja-JP")}文字以内で入力してください`);
    setConfirming(true);
  };

  const send = async () => {
    setBusy(true);
    const result = await run(() => callApi(E.replyToInquiry, { params: { id: inquiryId }, body: { body } }));
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      setError(result.error.issues?.[0]?.message ?? result.error.message);
      return;
    }
    setBody("");
    toast.success("回答を送信しました");
    router.refresh();
  };

  return (
    <section aria-labelledby="reply-heading" className="rounded-lg border border-slate-200 bg-white p-5" data-testid="inquiry-reply-form">
      <h2 id="reply-heading" className="font-bold text-slate-900">
        メールで回答する
      </h2>
      <form onSubmit={review} className="mt-3 space-y-3" noValidate>
        <FormAlert message={isConfirming ? undefined : error} />
        <label htmlFor="inquiry-reply-body" className="block text-sm font-bold text-slate-700">
          回答
        </label>
        <textarea
          id="inquiry-reply-body"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          rows={10}
          required
          aria-describedby="inquiry-reply-note inquiry-reply-count"
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
        />
        <p id="inquiry-reply-count" className={`text-right text-xs ${length > INQUIRY_REPLY_MAX ? "font-bold text-rose-700" : "text-slate-600"}`}>
          {length.toLocaleString("ja-JP")} / {INQUIRY_REPLY_MAX.toLocaleString("ja-JP")}文字
        </p>
        <p id="inquiry-reply-note" className="text-xs text-slate-600">
          {email}{" "}
          宛に、宛名・受付番号とお問い合わせの内容の引用を添えて送信します。フォームには誰でも他人のアドレスを入力できるため、なりすましが疑われる内容には返信しないでください。
        </p>
        <button
          type="submit"
          disabled={isBusy}
          className="inline-flex h-11 items-center rounded-md bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          回答を送信する
        </button>
      </form>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => setConfirming(false)}
        title="この回答を送信しますか？"
        message={`${email} 宛にメールで送信します。送信したメールは取り消せません。`}
        confirmLabel="送信する"
        busyLabel="送信しています…"
        isBusy={isBusy}
        tone="primary"
        onConfirm={send}
      >
        <FormAlert message={error} />
      </ConfirmDialog>
    </section>
  );
}
