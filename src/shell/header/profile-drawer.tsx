"use client";

import { useState } from "react";

import { Dialog } from "@/ui/dialog";
import type { CurrentUser } from "@/features/users/me.service";

import { ProfileMenuContent } from "./profile-menu-content";
import { accountMenuLabel, TriggerAvatar } from "./user-avatar";

/** Mobile: the profile image opens the profile drawer (spec S-BAR-13). */
export function ProfileDrawer({ user, onOpenCorporationSwitch }: { user: CurrentUser; onOpenCorporationSwitch: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="lg:hidden">
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={accountMenuLabel(user)}
        className="rounded-full p-0.5"
        data-testid="profile-trigger-mobile"
      >
        <TriggerAvatar user={user} />
      </button>
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title="アカウントメニュー" placement="right" testId="profile-drawer">
        <div className="p-2">
          <ProfileMenuContent
            user={user}
            onNavigate={() => setIsOpen(false)}
            onOpenCorporationSwitch={() => {
              setIsOpen(false);
              onOpenCorporationSwitch();
            }}
          />
        </div>
      </Dialog>
    </div>
  );
}
