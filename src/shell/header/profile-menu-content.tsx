"use client";

import { ArrowLeftRight, Inbox, Settings } from "lucide-react";
import Link from "next/link";

import type { CurrentUser } from "@/features/users/me.service";
import { paths } from "@/config/navigation";

import { LogoutButton } from "../logout-button";
import { accountMenu, accountRoleLabel, canSwitchCorporation } from "./account-links";
import { NavLinkList } from "./nav-link-list";
import { UserAvatar } from "./user-avatar";

type Props = {
  user: CurrentUser;
  onNavigate: () => void;
  onOpenCorporationSwitch: () => void;
};

const rowClass = "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900";

/** What the profile drawer and the desktop profile menu hold (spec S-BAR-7 … S-BAR-10, S-BAR-15, S-BAR-17, S-NAV-2, S-NAV-3). */
export function ProfileMenuContent({ user, onNavigate, onOpenCorporationSwitch }: Props) {
  const { orderer, pro, operator, menu, info } = accountMenu(user);
  return (
    <div className="divide-y divide-slate-100" data-testid="profile-menu">
      <div className="flex items-center gap-3 px-3 py-3">
        <UserAvatar user={user} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-bold text-slate-900" data-testid="header-user-name">
            {user.lastName} {user.firstName}
          </p>
          <p className="truncate text-xs text-slate-500">{accountRoleLabel(user)}</p>
        </div>
      </div>
      {orderer ? (
        <div className="py-2">
          <NavLinkList title="企業アカウント" links={orderer} onNavigate={onNavigate} />
          {canSwitchCorporation(user) ? (
            <button type="button" onClick={onOpenCorporationSwitch} className={rowClass} data-testid="corporation-switch-entry">
              <ArrowLeftRight aria-hidden="true" className="h-4 w-4 text-slate-500" />
              企業アカウント切り替え
            </button>
          ) : null}
        </div>
      ) : null}
      {pro ? <NavLinkList title="プロ" links={pro} onNavigate={onNavigate} /> : null}
      {operator ? <NavLinkList title="運営" links={operator} onNavigate={onNavigate} /> : null}
      <NavLinkList title="メニュー" links={menu} onNavigate={onNavigate} />
      <div className="py-2">
        <Link href={paths.notifications()} className={rowClass} onClick={onNavigate} data-testid="notifications-menu-link">
          <Inbox aria-hidden="true" className="h-4 w-4 text-slate-500" />
          通知
          {user.unreadNotificationCount > 0 ? (
            <span className="ml-auto rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">未読 {user.unreadNotificationCount.toLocaleString("ja-JP")}</span>
          ) : null}
        </Link>
        <Link href={paths.settings()} className={rowClass} onClick={onNavigate}>
          <Settings aria-hidden="true" className="h-4 w-4 text-slate-500" />
          設定
        </Link>
        <LogoutButton className={rowClass} />
      </div>
      <NavLinkList title="インフォメーション" links={info} onNavigate={onNavigate} />
    </div>
  );
}
