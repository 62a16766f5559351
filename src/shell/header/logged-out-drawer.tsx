"use client";

import { Menu } from "lucide-react";
import Link from "next/link";

import { VISITOR_DRAWER_BUTTONS, visitorDrawerMenu } from "./account-links";
import { NavLinkList } from "./nav-link-list";
import { ShellDrawer } from "./shell-drawer";

const TRIGGER_CLASS = "inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100";

/** Mobile: the logged-out visitor's drawer (spec S-BAR-11, S-BAR-13, S-NAV-1, S-NAV-3). */
export function LoggedOutDrawer() {
  const { search, about, info } = visitorDrawerMenu();
  const { signup, login } = VISITOR_DRAWER_BUTTONS;
  return (
    <ShellDrawer
      title="メニュー"
      testId="logged-out-drawer"
      trigger={{ label: "メニューを開く", testId: "logged-out-drawer-trigger", className: TRIGGER_CLASS, content: <Menu aria-hidden="true" className="h-6 w-6" /> }}
    >
      {(close) => (
        <>
          <div className="space-y-2 p-4">
            <Link href={signup.href} onClick={close} className="block rounded-md bg-brand-600 px-4 py-2.5 text-center font-bold text-white hover:bg-brand-700">
              {signup.label}
            </Link>
            <Link
              href={login.href}
              onClick={close}
              className="block rounded-md border border-slate-300 px-4 py-2.5 text-center font-bold text-slate-700 hover:bg-slate-50"
            >
              {login.label}
            </Link>
          </div>
          <div className="divide-y divide-slate-100 px-2 pb-4">
            <NavLinkList title="さがす" links={search} onNavigate={close} />
            <NavLinkList title="かけはしについて" links={about} onNavigate={close} />
            <NavLinkList title="インフォメーション" links={info} onNavigate={close} />
          </div>
        </>
      )}
    </ShellDrawer>
  );
}
