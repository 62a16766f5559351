import type { ReactNode } from "react";

/** A full-width band of the landing page with its h2; `tinted` alternates the background. */
export function BusinessSection({ id, title, tinted = false, children }: { id: string; title: string; tinted?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={tinted ? "bg-white" : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id={id} className="mb-6 scroll-mt-24 text-2xl font-bold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
