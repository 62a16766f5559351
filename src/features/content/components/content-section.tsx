import type { ReactNode } from "react";

/** A titled section of a page built from components (not prose): the h2 is its anchor. */
export function ContentSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="mb-5 scroll-mt-24 border-b border-slate-200 pb-2 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
