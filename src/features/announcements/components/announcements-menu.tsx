"use client";

import { Bell } from "lucide-react";
import { useEffect, useId, useState } from "react";

import { useMenuDisclosure } from "@/ui/use-menu-disclosure";
import { useCurrentUser } from "@/features/users/components/current-user-provider";
import { callApi } from "@/platform/api-contract/call-api";

import { ANNOUNCEMENTS_ENDPOINTS } from "../announcements.endpoints";
import { AnnouncementsPanel, type AnnouncementsLoad } from "./announcements-panel";

/** Spec S-BAR-4 / S-ANN-1: the dropdown keeps at most this many announcements. */
export const ANNOUNCEMENTS_IN_MENU = 7;

/**
 * The bell in the top bar (spec S-BAR-3 … S-BAR-6). The list loads on the first open; after the first
 * successful load every announcement is marked read, and the badge clears only if that call
 * succeeded (its failure is ignored). A failed load is tried again on the next open.
 */
export function AnnouncementsMenu() {
  const { user, replaceUser } = useCurrentUser();
  const { isOpen, rootRef, triggerRef, rootProps, onTriggerClick } = useMenuDisclosure();
  const [load, setLoad] = useState<AnnouncementsLoad>({ state: "idle" });
  const panelId = useId();

  useEffect(() => {
    if (!isOpen || (load.state !== "idle" && load.state !== "error")) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the menu opens inside useMenuDisclosure; "loading" shows the moment it does
    setLoad({ state: "loading" });
    void (async () => {
      const result = await callApi(ANNOUNCEMENTS_ENDPOINTS.list);
      if (!result.ok) {
        setLoad({ state: "error" });
        return;
      }
      setLoad({ state: "loaded", items: result.data.announcements.slice(0, ANNOUNCEMENTS_IN_MENU) });
      const marked = await callApi(ANNOUNCEMENTS_ENDPOINTS.markAllRead);
      if (marked.ok && user) replaceUser({ ...user, hasUnreadAnnouncement: false });
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only opening the menu starts a load; the load's own state changes must not start another
  }, [isOpen]);

  const hasBadge = Boolean(user?.hasUnreadAnnouncement);
  return (
    <div ref={rootRef} className="relative" {...rootProps}>
      <button
        ref={triggerRef}
        type="button"
        onClick={onTriggerClick}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={hasBadge ? "お知らせ（未読あり）" : "お知らせ"}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
        data-testid="announcements-trigger"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {hasBadge ? (
          <span data-testid="announcements-badge" aria-hidden="true" className="absolute right-2 top-2 h-2.5 w-2.5 rounded-full bg-red-500 ring-2 ring-white" />
        ) : null}
      </button>
      {isOpen ? <AnnouncementsPanel id={panelId} load={load} /> : null}
    </div>
  );
}
