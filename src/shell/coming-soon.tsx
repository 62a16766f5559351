import { Construction } from "lucide-react";
import Link from "next/link";

type ComingSoonProps = {
  title: string;
  /** What the page will do, in one or two sentences. */
  description: string;
};

/**
 * A page the shell links to whose feature is still being built: it says so plainly (準備中) instead of
 * a 404, and offers the way back. Member pages guard themselves first (requirePageActor), so a
 * visitor never lands here without having been asked to log in.
 */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="coming-soon">
      <Construction aria-hidden="true" className="mx-auto h-12 w-12 text-brand-600" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">準備中</p>
      <p className="mt-4 text-slate-600">{description}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/" className="rounded-md bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
          トップページへ
        </Link>
      </div>
    </div>
  );
}
