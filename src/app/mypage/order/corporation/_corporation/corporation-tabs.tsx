import Link from "next/link";

const TABS = [
  { href: "/mypage/order/corporation", label: "企業情報" },
  { href: "/mypage/order/corporation/members", label: "メンバー" },
] as const;

/** The two pages of the company settings, as tabs (links: each is its own page). */
export function CorporationTabs({ current, corporationId }: { current: (typeof TABS)[number]["href"]; corporationId: number }) {
  return (
    <nav aria-label="企業設定" className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200">
      <ul className="flex gap-1">
        {TABS.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.href === current ? "page" : undefined}
              className={`inline-block border-b-2 px-4 py-2 font-bold ${tab.href === current ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link href={`/corporations/${corporationId}`} className="pb-2 text-sm font-bold text-brand-700 underline">
        企業ページを見る
      </Link>
    </nav>
  );
}

/** An orderer with no current corporation (several and none chosen, or removed from it). */
export function NoCorporationChosen() {
  return (
    <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900" data-testid="no-corporation">
      企業アカウントが選択されていません。画面右上のメニューの「企業アカウント切り替え」から、設定する企業を選んでください。
    </p>
  );
}
