import { formatJapaneseDate } from "@/lib/format-date";

import type { ScoutQuota } from "../scouts.schemas";

/** The month's scouts as the sender sees them before writing: how many are left, of how many, until when. */
export function ScoutQuotaNote({ quota }: { quota: ScoutQuota }) {
  return (
    <p className="rounded-md border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700" data-testid="scout-quota">
      今月のスカウト: <strong className="text-lg text-slate-900">残り {quota.remaining.toLocaleString("ja-JP")}通</strong>
      <span className="ml-2 text-slate-500">
        （{quota.planName}は月{quota.limit.toLocaleString("ja-JP")}通・送信済み {quota.used.toLocaleString("ja-JP")}通・{formatJapaneseDate(quota.resetsOn)}にリセット）
      </span>
    </p>
  );
}
