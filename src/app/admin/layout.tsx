import type { ReactNode } from "react";

import { ConsoleActionProvider } from "@/features/operator-console/components/console-action-provider";
import { ConsoleNav } from "@/features/operator-console/components/console-nav";
import { requirePageActor } from "@/platform/actor/page-guards";

/**
 * The operator console (issue 18, decision 030): 404 to everyone but operators, visitors included.
 * Each page checks again itself — a layout and its page render side by side, so the page's data
 * must not wait on the layout's check to stay private.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  await requirePageActor("admin", "/admin");
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:flex lg:gap-8 lg:py-8">
      <ConsoleNav />
      <ConsoleActionProvider>{children}</ConsoleActionProvider>
    </div>
  );
}
