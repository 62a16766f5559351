"use client";

import { Mail, Settings } from "lucide-react";
import Link from "next/link";

import { MAIN_NAV, paths, VISITOR_MAIN_NAV } from "@/config/navigation";
import { AnnouncementsMenu } from "@/features/announcements/components/announcements-menu";
import { CorporationSwitchDialog } from "@/features/corporations/components/corporation-switch-dialog";
import { useCurrentUser } from "@/features/users/components/current-user-provider";
import type { CurrentUser } from "@/features/users/me.service";

import { Logo } from "../logo";
import { LoggedOutDrawer } from "./logged-out-drawer";
import { NavLinkItem } from "./nav-link-list";
import { ProfileDrawer } from "./profile-drawer";
import { ProfileHoverMenu } from "./profile-hover-menu";

const iconBoxClass = "relative h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100";

/** The top bar on every page (spec S-BAR-1 … S-BAR-17). */
export function TopBar() {
  const { user, isLoading, setCorporationSelectOpen } = useCurrentUser();
  // S-BAR-11, S-NAV-1: a visitor's links carry ?_on=navbar, as the drawer's do.
  const mainNav = !isLoading && user === null ? VISITOR_MAIN_NAV : MAIN_NAV;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4">
        <Logo />
        <nav aria-label="メインナビゲーション" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((link) => (
              <li key={link.name}>
                <NavLinkItem link={link} className="rounded-md px-3 py-2 text-sm font-bold text-slate-700 hover:bg-slate-100 hover:text-slate-900" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {isLoading ? <BarSkeleton /> : user ? <SignedInActions user={user} onOpenCorporationSwitch={() => setCorporationSelectOpen(true)} /> : <SignedOutActions />}
        </div>
      </div>
      <CorporationSwitchDialog />
    </header>
  );
}

/** Spec S-BAR-14: placeholders while GET /api/v2/me is loading. */
function BarSkeleton() {
  return (
    <div className="flex items-center gap-2" data-testid="top-bar-skeleton" aria-busy="true" aria-label="読み込み中">
      <span className="h-9 w-9 animate-pulse rounded-full bg-slate-200" />
      <span className="h-9 w-9 animate-pulse rounded-full bg-slate-200" />
      <span className="hidden h-9 w-24 animate-pulse rounded-md bg-slate-200 sm:block" />
    </div>
  );
}

function SignedInActions({ user, onOpenCorporationSwitch }: { user: CurrentUser; onOpenCorporationSwitch: () => void }) {
  return (
    <>
      <Link
        href={paths.messages()}
        className={`${iconBoxClass} inline-flex`}
        aria-label={user.isUnreadMessage ? "メッセージ（未読あり）" : "メッセージ"}
        data-testid="messages-link"
      >
        <Mail aria-hidden="true" className="h-5 w-5" />
        {user.isUnreadMessage ? (
          <span data-testid="messages-unread-mark" aria-hidden="true" className="absolute right-2 top-2 h-2.5 w-2.5 rounded-full bg-red-500 ring-2 ring-white" />
        ) : null}
      </Link>
      <AnnouncementsMenu />
      <Link href={paths.settings()} className={`${iconBoxClass} hidden lg:inline-flex`} aria-label="設定" data-testid="settings-link">
        <Settings aria-hidden="true" className="h-5 w-5" />
      </Link>
      <ProfileHoverMenu user={user} onOpenCorporationSwitch={onOpenCorporationSwitch} />
      <ProfileDrawer user={user} onOpenCorporationSwitch={onOpenCorporationSwitch} />
    </>
  );
}

function SignedOutActions() {
  return (
    <>
      <Link href="/login?_on=navbar" className="hidden rounded-md px-3 py-2 text-sm font-bold text-slate-700 hover:bg-slate-100 lg:inline-block">
        ログイン
      </Link>
      <Link href="/signup/pro?_on=navbar" className="rounded-md bg-brand-600 px-3 py-2 text-sm font-bold text-white hover:bg-brand-700 sm:px-4">
        会員登録
      </Link>
      <LoggedOutDrawer />
    </>
  );
}
