import Link from "next/link";

/** A tab with nothing in it: what would be here, and the way to fill it. */
export function EmptyState({ title, body }: { title: string; body: string }) {
  return (
    <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center" data-testid="management-empty">
      <p className="font-bold text-slate-800">{title}</p>
      <p className="mt-2 text-sm text-slate-600">{body}</p>
      <Link href="/top/projects" className="mt-4 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700">
        案件を探す
      </Link>
    </div>
  );
}
