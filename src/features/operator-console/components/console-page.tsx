import type { ReactNode } from "react";

import { Breadcrumb } from "@/ui/breadcrumb";

type ConsolePageProps = {
  title: string;
  /** The way back, when the page is one item of a list. */
  parent?: { label: string; href: string };
  lead?: string;
  children: ReactNode;
};

/** The frame of every console page: where it sits, its title, one sentence of what it is for. */
export function ConsolePage({ title, parent, lead, children }: ConsolePageProps) {
  const trail = [{ label: "運営", href: "/admin" }, ...(parent ? [parent] : []), { label: title }];
  return (
    <div className="min-w-0 flex-1">
      <Breadcrumb items={trail} />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
      {lead ? <p className="mt-2 text-sm text-slate-600">{lead}</p> : null}
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}
