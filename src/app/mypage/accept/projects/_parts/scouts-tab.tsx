import { ProScoutCard } from "@/features/applications/scouts/components/pro-scout-card";
import type { ProScout, ProScoutsPage } from "@/features/applications/scouts/scouts.schemas";
import { Pagination } from "@/ui/pagination";

import { EmptyState } from "./empty-state";
import { tabHref } from "./tabs";

/** The page's scouts in the list's own order, under the heading each group earns. */
function groupsOf(items: readonly ProScout[]) {
  const groups = [
    { title: "条件に合うスカウト", note: "希望の単価・働き方に合う、未返答のスカウトです。", items: items.filter((s) => s.status === "sent" && s.matchesConditions) },
    { title: "そのほかのスカウト", note: "希望条件と違うところがあるスカウトです。", items: items.filter((s) => s.status === "sent" && !s.matchesConditions) },
    { title: "返答済みのスカウト", note: null, items: items.filter((s) => s.status !== "sent") },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** 案件管理's スカウト tab (issue 15): the scouts that respect the pro's conditions come first. */
export function ScoutsTab({ scouts }: { scouts: ProScoutsPage }) {
  if (scouts.items.length === 0) {
    return (
      <EmptyState
        title="届いたスカウトはありません。"
        body="プロフィールを充実させると、企業からスカウトが届きやすくなります。届いたスカウトには、ここから承諾・辞退で返答できます。"
      />
    );
  }
  return (
    <section aria-label="届いたスカウト" data-testid="pro-scouts">
      {groupsOf(scouts.items).map((group) => (
        <section key={group.title} className="mt-6" aria-labelledby={`scouts-${group.title}`}>
          <h2 id={`scouts-${group.title}`} className="text-lg font-bold text-slate-900">
            {group.title}
          </h2>
          {group.note ? <p className="mt-1 text-sm text-slate-600">{group.note}</p> : null}
          <ul className="mt-3 space-y-4">
            {group.items.map((scout) => (
              <li key={scout.id}>
                <ProScoutCard scout={scout} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Pagination page={scouts.page} totalPages={scouts.totalPages} hrefFor={(n) => tabHref("scouts", n)} />
    </section>
  );
}
