"use client";

import { useRef, useState, type KeyboardEvent } from "react";

import { useIsHydrated } from "@/ui/use-is-hydrated";

import { callApi } from "@/platform/api-contract/call-api";
import { draftKey } from "@/lib/browser-drafts";

import { useCurrentUser } from "@/features/users/components/current-user-provider";

import { AttachmentPicker } from "../attachments/attachment-picker";
import { CHAT_ENDPOINTS as E } from "../chat.endpoints";
import { useTypingAnnouncer } from "./use-typing-announcer";
import { CHAT_MESSAGE_MAX, type ChatMessage } from "../chat.schemas";

/**
 * The message box: Enter sends, Shift+Enter breaks the line, and the IME's Enter while composing
 * Japanese never sends. The draft is kept per person and room in this browser (src/lib/browser-drafts.ts);
 * a failed send keeps its key, so sending again can never post the message twice.
 */
export function ChatComposer({ roomId, onSent }: { roomId: number; onSent: (message: ChatMessage) => void }) {
  // null until the first keystroke: until then the box shows this browser's saved draft.
  const [edited, setText] = useState<string | null>(null);
  const isHydrated = useIsHydrated();
  // Chat pages are for members: the user is known (0 only in the instant before it is).
  const storageKey = draftKey(useCurrentUser().user?.id ?? 0, roomId);
  const text = edited ?? (isHydrated ? (window.localStorage.getItem(storageKey) ?? "") : "");
  const [error, setError] = useState<string>();
  const [warning, setWarning] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  const pendingKey = useRef<string | null>(null);
  const announceTyping = useTypingAnnouncer(roomId);

  function change(next: string) {
    setText(next);
    if (next.trim() !== "") announceTyping();
    pendingKey.current = null;
    if (next.trim() === "") window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, next);
  }

  async function send() {
    if (text.trim() === "" || isSending) return;
    pendingKey.current ??= crypto.randomUUID();
    setIsSending(true);
    const result = await callApi(E.send, { params: { id: roomId }, body: { body: text, clientKey: pendingKey.current } });
    setIsSending(false);
    if (!result.ok) {
      setError(result.error.issues?.[0]?.message ?? result.error.message);
      return;
    }
    setError(undefined);
    setWarning(result.data.warning ?? undefined);
    pendingKey.current = null;
    setText("");
    window.localStorage.removeItem(storageKey);
    onSent(result.data);
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    void send();
  }

  return (
    <form
      className="border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {error ? (
        <p className="mb-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      <div role="status">
        {warning ? (
          <p className="mb-2 whitespace-pre-line rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="chat-guard-warning">
            {warning}
          </p>
        ) : null}
      </div>
      <div className="flex items-end gap-2">
        <label htmlFor={`chat-input-${roomId}`} className="sr-only">
          メッセージ
        </label>
        <textarea
          id={`chat-input-${roomId}`}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={keyDown}
          placeholder="メッセージを入力（Enterで送信、Shift+Enterで改行）"
          className="block max-h-40 min-h-[2.75rem] flex-1 resize-y rounded-md border border-slate-300 px-3 py-2 text-base"
          data-testid="chat-input"
        />
        <AttachmentPicker roomId={roomId} onSent={onSent} onError={setError} />
        <button
          type="submit"
          disabled={isSending || text.trim() === ""}
          className="rounded-md bg-brand-600 px-4 py-2.5 font-bold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {isSending ? "送信中…" : "送信"}
        </button>
      </div>
    </form>
  );
}
