"use client";

import { ChevronDown } from "lucide-react";
import { useId } from "react";

import type { CurrentUser } from "@/features/users/me.service";

import { ProfileMenuContent } from "./profile-menu-content";
import { useMenuDisclosure } from "@/ui/use-menu-disclosure";
import { accountMenuLabel, TriggerAvatar } from "./user-avatar";

/** Desktop: the profile drawer opens on hover over the profile image (spec S-BAR-13); click and keyboard work too. */
export function ProfileHoverMenu({ user, onOpenCorporationSwitch }: { user: CurrentUser; onOpenCorporationSwitch: () => void }) {
  const { isOpen, close, rootRef, triggerRef, rootProps, onTriggerClick } = useMenuDisclosure();
  const panelId = useId();
  return (
    <div ref={rootRef} className="relative hidden lg:block" {...rootProps} data-testid="profile-hover-menu">
      <button
        ref={triggerRef}
        type="button"
        onClick={onTriggerClick}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={accountMenuLabel(user)}
        className="flex items-center gap-1 rounded-full p-0.5 hover:bg-slate-100"
        data-testid="profile-trigger-desktop"
      >
        <TriggerAvatar user={user} />
        <ChevronDown aria-hidden="true" className="h-4 w-4 text-slate-500" />
      </button>
      {isOpen ? (
        <div
          id={panelId}
          className="absolute right-0 top-full z-50 mt-2 max-h-[calc(100vh-5rem)] w-80 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-xl"
        >
          <ProfileMenuContent
            user={user}
            onNavigate={close}
            onOpenCorporationSwitch={() => {
              close();
              onOpenCorporationSwitch();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
