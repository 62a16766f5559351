import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "ページが見つかりません", robots: { index: false } };

export default function NotFound() {
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
