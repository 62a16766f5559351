"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";

import { callApi } from "@/platform/api-contract/call-api";

import { NOTIFICATIONS_ENDPOINTS as E } from "../notifications.endpoints";

/**
 * A notification that marks itself read when opened: the mark is saved first (a few milliseconds),
 * then the page it points to opens, so the unread count there is already right. A failed save
 * never stops the way to the page; a modifier click (a new tab) just opens it.
 */
export function NotificationItemLink({ id, href, isRead, children }: { id: number; href: string; isRead: boolean; children: ReactNode }) {
  const router = useRouter();
  async function open(event: MouseEvent<HTMLAnchorElement>) {
    if (isRead || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    await callApi(E.read, { body: { ids: [id] } });
    router.push(href);
  }
  return (
    <Link href={href} onClick={(event) => void open(event)} className="block px-4 py-3 hover:bg-slate-50" data-testid="notification-item">
      {children}
    </Link>
  );
}
