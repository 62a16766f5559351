import { formatJstDateTime } from "@/lib/format-date";

import type { PublicationStatus } from "../publication-time";

const BADGE_CLASSES: Record<PublicationStatus, string> = {
  scheduled: "border-amber-300 bg-amber-50 text-amber-900",
  published: "border-emerald-300 bg-emerald-50 text-emerald-900",
};

/** 予約 or 公開中 with the publication time (Japan time): a schedule stands out from what readers already see. */
export function PublicationBadge({ status, statusLabel, publishedAt }: { status: PublicationStatus; statusLabel: string; publishedAt: string }) {
  const at = new Date(publishedAt);
  return (
    <span className="inline-flex flex-col gap-1">
      <span className={`inline-flex w-fit rounded-full border px-2 py-0.5 text-xs font-bold ${BADGE_CLASSES[status]}`} data-testid="publication-status">
        {statusLabel}
      </span>
      <time dateTime={publishedAt} className="text-xs whitespace-nowrap text-slate-600">
        {formatJstDateTime(at)}
        {status === "scheduled" ? " 公開予定" : ""}
      </time>
    </span>
  );
}
