"use client";

import type { CurrentUser } from "@/features/users/me.service";

import { ProfileMenuContent } from "./profile-menu-content";
import { ShellDrawer } from "./shell-drawer";
import { accountMenuLabel, TriggerAvatar } from "./user-avatar";

/** Mobile: the profile image opens the profile drawer (spec S-BAR-13). */
export function ProfileDrawer({ user, onOpenCorporationSwitch }: { user: CurrentUser; onOpenCorporationSwitch: () => void }) {
  return (
    <ShellDrawer
      title="アカウントメニュー"
      testId="profile-drawer"
      trigger={{ label: accountMenuLabel(user), testId: "profile-trigger-mobile", className: "rounded-full p-0.5", content: <TriggerAvatar user={user} /> }}
    >
      {(close) => (
        <div className="p-2">
          <ProfileMenuContent
            user={user}
            onNavigate={close}
            onOpenCorporationSwitch={() => {
              close();
              onOpenCorporationSwitch();
            }}
          />
        </div>
      )}
    </ShellDrawer>
  );
}
