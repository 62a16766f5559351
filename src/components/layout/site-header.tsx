import Link from "next/link";

import type { CurrentUser } from "@/features/users/me.service";

import { Logo } from "./logo";
import { LogoutButton } from "./logout-button";

/**
 * The top bar, rendered on the server with the signed-in user already known (no flash of the
 * logged-out state). The full menus, drawers and announcements come with the site-shell issue.
 */
export function SiteHeader({ user }: { user: CurrentUser | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        {user ? (
          <nav aria-label="アカウント" className="flex items-center gap-3 text-sm">
            <span className="hidden sm:inline" data-testid="header-user-name">
              {user.lastName} {user.firstName} さん
            </span>
            {user.currentCorporation ? (
              <span className="hidden rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600 md:inline">{user.currentCorporation.name}</span>
            ) : null}
            <LogoutButton className="rounded-md border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-50 disabled:opacity-60" />
          </nav>
        ) : (
          <nav aria-label="アカウント" className="flex items-center gap-2 text-sm">
            <Link href="/login" className="rounded-md px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100">
              ログイン
            </Link>
            <Link href="/signup/pro" className="rounded-md bg-brand-600 px-3 py-1.5 font-bold text-white hover:bg-brand-700">
              無料会員登録
            </Link>
          </nav>
        )}
      </div>
    </header>
  );
}
