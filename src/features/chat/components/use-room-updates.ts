"use client";

import { useEffect, useRef, useState } from "react";

import { callApi } from "@/platform/api-contract/call-api";

import { CHAT_ENDPOINTS as E } from "../chat.endpoints";
import type { ChatMessage } from "../chat.schemas";
import { useChatEvents } from "./chat-events-provider";

/** With the stream down, the room asks for news this often (decision 026's fallback). */
const POLL_MS = 5_000;
/** 「入力中…」 stays this long after the other side's last keystroke announcement. */
const TYPING_SHOWN_MS = 4_000;

/**
 * What changes in an open room while it is shown: new messages and the other side's reads arrive by
 * the tab's event stream; while the stream is down the room polls and says 「再接続しています…」.
 */
export function useRoomUpdates(
  roomId: number,
  lastId: number | undefined,
  onMessages: (messages: readonly ChatMessage[]) => void,
  onReadAt: (readAt: string | null) => void,
) {
  const { status, subscribe } = useChatEvents();
  const [isTyping, setIsTyping] = useState(false);
  const fetchNews = useRef<() => Promise<void>>(async () => undefined);
  // The listener stays subscribed while the last message id moves on; it reads the newest fetch here.
  useEffect(() => {
    fetchNews.current = async () => {
      const result = await callApi(E.room, { params: { id: roomId }, query: lastId === undefined ? "" : `after=${lastId}` });
      if (!result.ok) return;
      onMessages(result.data.messages);
      onReadAt(result.data.otherSideReadAt);
    };
  });

  useEffect(() => {
    let typingTimer: number | undefined;
    const unsubscribe = subscribe((event) => {
      if (event.type === "resync") return void fetchNews.current();
      if (event.roomId !== roomId) return;
      if (event.type === "message") {
        if (!event.isMine) setIsTyping(false);
        void fetchNews.current();
      } else if (event.type === "read") {
        if (!event.isMine) onReadAt(event.readAt);
      } else {
        setIsTyping(true);
        window.clearTimeout(typingTimer);
        typingTimer = window.setTimeout(() => setIsTyping(false), TYPING_SHOWN_MS);
      }
    });
    return () => {
      window.clearTimeout(typingTimer);
      unsubscribe();
    };
  }, [subscribe, roomId, onReadAt]);

  const isStreaming = status === "open" || status === "connecting";
  useEffect(() => {
    if (isStreaming) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) void fetchNews.current();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [isStreaming]);

  return { isTyping, isReconnecting: status === "reconnecting", streamStatus: status };
}
