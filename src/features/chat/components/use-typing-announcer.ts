"use client";

import { useCallback, useRef } from "react";

import { callApi } from "@/platform/api-contract/call-api";

import { CHAT_ENDPOINTS as E } from "../chat.endpoints";

/** At most one announcement this often while someone types (the other side shows it for 4 s). */
const TYPING_ANNOUNCE_MS = 3_000;

/** `announce()` on each keystroke: the other side's open tabs show 「相手が入力中…」. */
export function useTypingAnnouncer(roomId: number): () => void {
  const lastSent = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < TYPING_ANNOUNCE_MS) return;
    lastSent.current = now;
    void callApi(E.typing, { params: { id: roomId } });
  }, [roomId]);
}
