"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

import { useCurrentUser } from "@/features/users/components/current-user-provider";
import { ME_ENDPOINTS } from "@/features/users/me.endpoints";
import { callApi } from "@/platform/api-contract/call-api";

import { CHAT_ENDPOINTS } from "../chat.endpoints";

/** What the stream says, as chat-stream.ts sends it. */
export type ChatEvent =
  | { type: "message"; roomId: number; messageId: number; isMine: boolean }
  | { type: "read"; roomId: number; readAt: string; isMine: boolean }
  | { type: "typing"; roomId: number }
  | { type: "resync" };

/** `off`: no stream (a visitor, an operator); `reconnecting`: it dropped, and the page polls meanwhile. */
export type ChatStreamStatus = "off" | "connecting" | "open" | "reconnecting";

type ChatEventsState = { status: ChatStreamStatus; subscribe: (listener: (event: ChatEvent) => void) => () => void };

const ChatEventsContext = createContext<ChatEventsState>({ status: "off", subscribe: () => () => undefined });

/** /me is read again at most this often when messages and reads come in (the top bar's mark). */
const ME_REFRESH_DELAY_MS = 400;

/**
 * One event stream per tab (decision 026) for everyone who has rooms: the top bar's unread mark, the
 * room list and an open room all listen to it. The browser's EventSource reconnects by itself and
 * sends Last-Event-ID, so the server replays what it missed; after 「signed_out」 it stays closed.
 */
export function ChatEventsProvider({ children }: { children: ReactNode }) {
  const { user, replaceUser } = useCurrentUser();
  const [connection, setConnection] = useState<{ key: string | null; status: ChatStreamStatus }>({ key: null, status: "off" });
  const listeners = useRef(new Set<(event: ChatEvent) => void>());
  const hasRooms = Boolean(user && (user.isPro || (user.isOrderer && user.currentCorporation)));
  // A corporation switch changes whose rooms the stream carries: it opens again.
  const streamKey = hasRooms && user ? `${user.id}:${user.currentCorporation?.id ?? "pro"}` : null;
  // Until this stream says otherwise it is connecting (or off, for someone without rooms).
  const status: ChatStreamStatus = connection.key === streamKey ? connection.status : streamKey === null ? "off" : "connecting";

  useEffect(() => {
    if (streamKey === null) return;
    const source = new EventSource(CHAT_ENDPOINTS.events.path);
    const setStatus = (next: ChatStreamStatus) => setConnection({ key: streamKey, status: next });
    let meTimer: number | undefined;
    const refreshMe = () => {
      window.clearTimeout(meTimer);
      meTimer = window.setTimeout(async () => {
        const result = await callApi(ME_ENDPOINTS.me);
        if (result.ok) replaceUser(result.data);
      }, ME_REFRESH_DELAY_MS);
    };
    const emit = (event: ChatEvent) => listeners.current.forEach((listener) => listener(event));
    const on = (name: string, handle: (data: Record<string, unknown>) => void) =>
      source.addEventListener(name, (message) => handle(JSON.parse((message as MessageEvent<string>).data) as Record<string, unknown>));
    source.onopen = () => setStatus("open");
    source.onerror = () => setStatus(source.readyState === EventSource.CLOSED ? "off" : "reconnecting");
    on("ready", () => setStatus("open"));
    on("message", (data) => {
      const event = { type: "message", ...data } as ChatEvent & { type: "message" };
      emit(event);
      if (!event.isMine) refreshMe();
    });
    on("read", (data) => {
      const event = { type: "read", ...data } as ChatEvent & { type: "read" };
      emit(event);
      if (event.isMine) refreshMe();
    });
    on("typing", (data) => emit({ type: "typing", ...data } as ChatEvent));
    on("resync", () => {
      emit({ type: "resync" });
      refreshMe();
    });
    on("end", (data) => {
      if (data.reason !== "signed_out") return;
      // Logged out in another tab or device: this tab is a visitor's now.
      source.close();
      setStatus("off");
      replaceUser(null);
    });
    return () => {
      window.clearTimeout(meTimer);
      source.close();
    };
  }, [streamKey, replaceUser]);

  // Said on the page's root too (data-chat-stream), for tests and for support staff looking at a screen.
  useEffect(() => {
    document.documentElement.dataset.chatStream = status;
  }, [status]);

  const subscribe = useCallback((listener: (event: ChatEvent) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const value = useMemo(() => ({ status, subscribe }), [status, subscribe]);
  return <ChatEventsContext.Provider value={value}>{children}</ChatEventsContext.Provider>;
}

/** The tab's stream: its status, and `subscribe` for a component's own listener (unsubscribe on unmount). */
export const useChatEvents = () => useContext(ChatEventsContext);
