import type { ReactNode } from "react";

import { Breadcrumb } from "@/ui/breadcrumb";

type SettingsPageProps = {
  title: string;
  /** One or two sentences under the title: what the page is for. */
  lead?: string;
  children: ReactNode;
};

/** The shared frame of the settings pages (/mypage/config/*): the way back to 設定, the title, the lead. */
export function SettingsPage({ title, lead, children }: SettingsPageProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Breadcrumb items={[{ label: "トップ", href: "/" }, { label: "設定", href: "/mypage/config" }, { label: title }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {lead ? <p className="mt-3 text-slate-700">{lead}</p> : null}
      <div className="mt-8 space-y-6">{children}</div>
    </div>
  );
}

/** A white card for one block of a settings page. */
export function SettingsSection({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section aria-labelledby={title ? headingId : undefined} className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
      {title ? (
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
      ) : null}
      <div className={title ? "mt-3" : undefined}>{children}</div>
    </section>
  );
}
