"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { useChatEvents } from "./chat-events-provider";

/** Several events in a burst (a message, then its read) cost one re-render of the list. */
const REFRESH_DELAY_MS = 600;

/**
 * Keeps the server-rendered room list current without navigating: a message in any room (sent here,
 * in another tab, or by the other side) or the user's own read re-renders it, so its last line,
 * order and unread counts follow. Renders nothing.
 */
export function RoomListRefresher() {
  const router = useRouter();
  const { subscribe } = useChatEvents();
  useEffect(() => {
    let timer: number | undefined;
    const unsubscribe = subscribe((event) => {
      if (event.type === "typing" || (event.type === "read" && !event.isMine)) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => router.refresh(), REFRESH_DELAY_MS);
    });
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [subscribe, router]);
  return null;
}
