import Link from "next/link";

import { Logo } from "./logo";

/** A plain footer for now; the link groups of spec S-FOOT-* come with the site-shell issue. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <Logo />
        <nav aria-label="フッター" className="flex flex-wrap gap-x-5 gap-y-2">
          <Link href="/" className="hover:underline">トップ</Link>
          <Link href="/signup/pro" className="hover:underline">プロとして登録</Link>
          <Link href="/signup/orderer" className="hover:underline">企業として登録</Link>
          <Link href="/login" className="hover:underline">ログイン</Link>
        </nav>
        <p className="text-xs text-slate-500">© 2026 かけはし</p>
      </div>
    </footer>
  );
}
