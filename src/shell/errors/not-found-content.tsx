"use client";

import Link from "next/link";

/**
 * The 404 page's body. A client component on purpose (decision 032): Next puts the root layout's
 * not-found content into every page's flight data, in case a navigation ends on a 404, so as a
 * server component its elements (~1 KB) were in every page's HTML; now only a reference is.
 */
export function NotFoundContent() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-sm font-bold tracking-widest text-brand-600">404 NOT FOUND</p>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">お探しのページが見つかりませんでした</h1>
      <p className="mt-4 text-slate-600">
        ページが移動または削除されたか、URL が間違っている可能性があります。お手数ですが、トップページから目的のページをお探しください。
      </p>
      <Link href="/" className="mt-8 inline-block rounded-md bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
        トップページへ
      </Link>
    </div>
  );
}
