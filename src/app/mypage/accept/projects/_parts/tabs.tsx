import Link from "next/link";

export type ManagementTab = "applied" | "scouts" | "likes" | "deals" | "ended";

export const TAB_LABELS: Record<ManagementTab, string> = { applied: "応募中", scouts: "スカウト", likes: "気になる", deals: "商談・契約", ended: "終了" };

export const tabHref = (tab: ManagementTab, page = 1) => {
  const query = new URLSearchParams();
  if (tab !== "applied") query.set("tab", tab);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/mypage/accept/projects?${text}` : "/mypage/accept/projects";
};

/** The tabs of 案件管理 (S-BAR-10) as links: each is its own URL, so reload and back keep it. */
export function ManagementTabs({ current, counts, tabs }: { current: ManagementTab; counts: Partial<Record<ManagementTab, number>>; tabs: readonly ManagementTab[] }) {
  return (
    <nav aria-label="案件管理の表示" className="mt-6 overflow-x-auto border-b border-slate-200">
      <ul className="flex min-w-max gap-1">
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              href={tabHref(tab)}
              aria-current={tab === current ? "page" : undefined}
              className={`inline-block border-b-2 px-4 py-2.5 text-sm font-bold ${
                tab === current ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
              }`}
            >
              {TAB_LABELS[tab]}
              {counts[tab] !== undefined ? <span className="ml-1 text-xs font-normal">（{counts[tab].toLocaleString("ja-JP")}）</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
