import type { ReactNode } from "react";

/** The centred card used by login and sign-up. */
export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-14">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {lead ? <div className="mt-2 text-sm text-slate-600">{lead}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
