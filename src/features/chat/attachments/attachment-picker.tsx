"use client";

import { Paperclip } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";

import { callApi } from "@/platform/api-contract/call-api";

import type { ChatMessage } from "../chat.schemas";
import { ATTACHMENT_ACCEPT, attachmentProblemBeforeUpload } from "./chat-attachment-rules";
import { CHAT_ATTACHMENT_ENDPOINTS } from "./chat-attachment.endpoints";

type Props = {
  roomId: number;
  onSent: (message: ChatMessage) => void;
  /** The composer shows the message where it shows its own; undefined clears it. */
  onError: (message: string | undefined) => void;
};

/**
 * 「ファイルを添付」: a file chosen is sent at once as a message of its own. What the browser can tell
 * (size, an extension we do not take) is said before a byte is sent; the server reads the content
 * and has the last word. A send that failed on the way keeps its key, so 「もう一度送る」 stores it once.
 */
export function AttachmentPicker({ roomId, onSent, onError }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [sendingName, setSendingName] = useState<string | null>(null);
  const [retryable, setRetryable] = useState<{ file: File; clientKey: string } | null>(null);

  async function send(file: File, clientKey: string) {
    setSendingName(file.name);
    onError(undefined);
    const query = new URLSearchParams({ fileName: file.name, clientKey });
    const result = await callApi(CHAT_ATTACHMENT_ENDPOINTS.upload, { params: { id: roomId }, query, body: file });
    setSendingName(null);
    if (result.ok) {
      setRetryable(null);
      onSent(result.data);
      return;
    }
    // Only a send that never got an answer, or a server fault, is worth sending again as it is.
    setRetryable(result.status === 0 || result.status >= 500 ? { file, clientKey } : null);
    onError(result.error.issues?.[0]?.message ?? result.error.message);
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared at once, so choosing the same file again after a refusal is a change too.
    event.currentTarget.value = "";
    if (!file) return;
    const problem = attachmentProblemBeforeUpload(file);
    setRetryable(null);
    if (problem) return onError(problem);
    void send(file, crypto.randomUUID());
  }

  const isSending = sendingName !== null;
  return (
    <div className="flex items-end gap-2">
      <input ref={inputRef} type="file" accept={ATTACHMENT_ACCEPT} onChange={choose} tabIndex={-1} className="hidden" data-testid="chat-attachment-input" />
      {retryable && !isSending ? (
        <button
          type="button"
          onClick={() => void send(retryable.file, retryable.clientKey)}
          className="rounded-md border border-slate-300 px-3 py-2.5 text-sm font-bold text-slate-700 hover:bg-slate-50"
        >
          もう一度送る
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        disabled={isSending}
        title="PDF・画像・Office文書（10MBまで）"
        className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-sm font-bold text-slate-700 hover:bg-slate-50 disabled:opacity-50"
        data-testid="chat-attachment-button"
      >
        <Paperclip aria-hidden="true" className="h-5 w-5" />
        <span className={isSending ? undefined : "sr-only sm:not-sr-only"}>{isSending ? "送信中…" : "ファイルを添付"}</span>
      </button>
      <span role="status" className="sr-only">
        {isSending ? `${sendingName}を送信中…` : ""}
      </span>
    </div>
  );
}
