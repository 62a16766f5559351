"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { ReportButton } from "@/features/reports/components/report-button";
import { formatJapaneseDate, JAPANESE_WEEKDAYS } from "@/lib/format-date";
import { callApi } from "@/platform/api-contract/call-api";

import { AttachmentChip } from "../attachments/attachment-chip";
import { CHAT_ENDPOINTS as E } from "../chat.endpoints";
import type { ChatMessage, ChatRoomDetail } from "../chat.schemas";
import { MeetingCard } from "../meetings/meeting-card";
import { MeetingProposalForm } from "../meetings/meeting-proposal-form";
import { meetingView } from "../meetings/meeting-thread-state";
import { ChatComposer } from "./chat-composer";
import { MessageText } from "./message-text";
import { useRoomUpdates } from "./use-room-updates";

/** 「2026年11月1日（日）」 for a JST date-time string. */
function dayLabel(sentAt: string): string {
  const day = sentAt.slice(0, 10);
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return `${formatJapaneseDate(day)}（${JAPANESE_WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}）`;
}

/** One conversation: messages by day (JST), 既読 on the viewer's own, older ones on demand, and the box to write. */
export function ChatThread({ initial }: { initial: ChatRoomDetail }) {
  const roomId = initial.room.id;
  const [messages, setMessages] = useState<ChatMessage[]>(initial.messages);
  const [hasOlder, setHasOlder] = useState(initial.hasOlder);
  const [readAt, setReadAt] = useState(initial.otherSideReadAt);
  const bottom = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;

  const append = useCallback((incoming: readonly ChatMessage[]) => {
    setMessages((current) => {
      const known = new Set(current.map((m) => m.id));
      const fresh = incoming.filter((m) => !known.has(m.id));
      return fresh.length ? [...current, ...fresh] : current;
    });
  }, []);

  useEffect(() => {
    void callApi(E.read, { params: { id: roomId } });
  }, [roomId, lastId]);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [lastId]);

  const { isTyping, isReconnecting, streamStatus } = useRoomUpdates(roomId, lastId, append, setReadAt);

  async function loadOlder() {
    const first = messages[0];
    if (!first) return;
    const result = await callApi(E.room, { params: { id: roomId }, query: `before=${first.id}` });
    if (!result.ok) return;
    setMessages((current) => [...result.data.messages, ...current]);
    setHasOlder(result.data.hasOlder);
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ol className="flex-1 space-y-3 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-5" aria-label="メッセージ" data-testid="chat-messages">
        {hasOlder ? (
          <li className="text-center">
            <button type="button" onClick={() => void loadOlder()} className="text-sm font-bold text-brand-700 hover:underline">
              以前のメッセージを読み込む
            </button>
          </li>
        ) : null}
        {messages.map((message, i) => {
          const startsDay = i === 0 || messages[i - 1]!.sentAt.slice(0, 10) !== message.sentAt.slice(0, 10);
          const isRead = message.isMine && readAt !== null && message.sentAt <= readAt;
          return (
            <li key={message.id}>
              {startsDay ? (
                <p className="my-2 text-center text-xs text-slate-600" role="separator">
                  {dayLabel(message.sentAt)}
                </p>
              ) : null}
              <div className={message.isMine ? "chat-msg chat-msg-mine" : "chat-msg"} data-testid="chat-message">
                {message.isMine ? null : <span className="chat-sender">{message.senderName ?? "退会したユーザー"}</span>}
                {message.isHidden ? (
                  <div className="chat-bubble bg-slate-100 text-slate-600 italic" data-testid="chat-hidden-message">
                    {message.body}
                  </div>
                ) : (
                  <div className={message.isMine ? "chat-bubble chat-bubble-mine" : "chat-bubble"}>
                    {message.attachment ? <AttachmentChip attachment={message.attachment} /> : null}
                    {message.body !== "" ? <MessageText text={message.body} /> : null}
                  </div>
                )}
                {message.meeting ? (
                  <MeetingCard roomId={roomId} {...meetingView(messages, message.id, message.meeting)} onAnswered={(answer) => append([answer])} />
                ) : null}
                <span className="chat-time">
                  {isRead ? <span data-testid="chat-read-mark">既読 </span> : null}
                  {message.sentAt.slice(11, 16)}
                  {message.isMine || message.isHidden ? null : (
                    <ReportButton targetType="message" targetId={message.id} accessibleLabel={`${message.sentAt.slice(11, 16)}のメッセージを通報する`} className="ml-2" />
                  )}
                </span>
              </div>
            </li>
          );
        })}
        <li ref={bottom} aria-hidden="true" />
      </ol>
      <p className="min-h-5 px-3 text-xs text-slate-600 sm:px-5" role="status" aria-live="polite" data-testid="chat-live-status" data-stream={streamStatus}>
        {isReconnecting ? <span className="font-bold text-amber-800">再接続しています…</span> : isTyping ? "相手が入力中…" : null}
      </p>
      <MeetingProposalForm roomId={roomId} onProposed={(proposal) => append([proposal])} />
      <ChatComposer roomId={roomId} onSent={(message) => append([message])} />
    </div>
  );
}
