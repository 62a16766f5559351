import type { ReactNode } from "react";

import { ConsoleActionProvider } from "@/features/operator-console/components/console-action-provider";
import { ConsoleNav } from "@/features/operator-console/components/console-nav";
import Link from "next/link";

import { requirePageActor } from "@/platform/actor/page-guards";
import { getPageContext } from "@/platform/page-context";

/**
 * The operator console (issue 18, decision 030): 404 to everyone but operators, visitors included.
 * Each page checks again itself — a layout and its page render side by side, so the page's data
 * must not wait on the layout's check to stay private.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  await requirePageActor("admin", "/admin");
  const { isConsoleReadOnly } = await getPageContext();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:flex lg:gap-8 lg:py-8">
      <ConsoleNav />
      <div className="min-w-0 flex-1">
        {/* Decision 033: outside demo mode a password-only session reads the console but changes nothing. */}
        {isConsoleReadOnly ? (
          <p role="note" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="console-two-factor-note">
            このログインでは二段階認証を使っていないため、閲覧のみできます。操作するには
            <Link href="/mypage/config/two_factor" className="mx-1 font-bold underline">
              二段階認証を設定
            </Link>
            し、確認コードでログインし直してください。
          </p>
        ) : null}
        <ConsoleActionProvider>{children}</ConsoleActionProvider>
      </div>
    </div>
  );
}
