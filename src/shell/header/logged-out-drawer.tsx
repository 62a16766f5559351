"use client";

import { Menu } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { Dialog } from "@/ui/dialog";
import { INFO_NAV, LOGGED_OUT_LINKS, LOGGED_OUT_NAV } from "@/config/navigation";

import { NavLinkList } from "./nav-link-list";

/** Mobile: the logged-out visitor's drawer (spec S-BAR-11, S-BAR-13, S-NAV-1, S-NAV-3). */
export function LoggedOutDrawer() {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  const shown = new Set([...LOGGED_OUT_NAV, ...LOGGED_OUT_LINKS].map((link) => link.href));
  return (
    <div className="lg:hidden">
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        aria-label="メニューを開く"
        data-testid="logged-out-drawer-trigger"
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      <Dialog isOpen={isOpen} onClose={close} title="メニュー" placement="right" testId="logged-out-drawer">
        <div className="space-y-2 p-4">
          <Link href="/signup/pro?_on=navbar" onClick={close} className="block rounded-md bg-brand-600 px-4 py-2.5 text-center font-bold text-white hover:bg-brand-700">
            無料で会員登録
          </Link>
          <Link
            href="/login?_on=navbar"
            onClick={close}
            className="block rounded-md border border-slate-300 px-4 py-2.5 text-center font-bold text-slate-700 hover:bg-slate-50"
          >
            ログイン
          </Link>
        </div>
        <div className="divide-y divide-slate-100 px-2 pb-4">
          <NavLinkList title="さがす" links={LOGGED_OUT_NAV} onNavigate={close} />
          <NavLinkList title="かけはしについて" links={LOGGED_OUT_LINKS} onNavigate={close} />
          <NavLinkList title="インフォメーション" links={INFO_NAV.filter((link) => !shown.has(link.href))} onNavigate={close} />
        </div>
      </Dialog>
    </div>
  );
}
