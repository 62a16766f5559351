import Link from "next/link";

import type { BoardCard } from "../board/board.schemas";
import { BoardAssigneeSelect } from "./board-assignee-select";
import { BoardMoveButtons } from "./board-move-buttons";
import { BulkSelectBox } from "./bulk-decline";

const CHIP_TONES = { good: "bg-green-50 text-green-800", warn: "bg-amber-50 text-amber-900", info: "bg-slate-100 text-slate-700" } as const;

/** One applicant on the board: who, for which project, what they ask, how long they have waited, and the moves. */
export function BoardCardView({ card, members }: { card: BoardCard; members: { userId: number; name: string }[] }) {
  return (
    <article
      className={`rounded-lg border bg-white p-3 shadow-sm ${card.isReplyLate ? "border-red-300" : "border-slate-200"}`}
      data-testid="board-card"
      aria-label={`${card.pro.name}さんの応募`}
    >
      <div className="flex items-start justify-between gap-2">
        <Link href={card.pro.profilePath} className="font-bold text-slate-900 hover:underline">
          {card.pro.name}
        </Link>
        {card.status === "applied" ? (
          <span
            className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-bold ${card.isReplyLate ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-600"}`}
            data-testid="card-waiting"
          >
            {card.isReplyLate ? `返信期限超過（${card.daysWaiting}日）` : card.daysWaiting === 0 ? "今日" : `${card.daysWaiting}日経過`}
          </span>
        ) : null}
      </div>
      {card.pro.headline ? <p className="mt-0.5 text-xs text-slate-600">{card.pro.headline}</p> : null}
      <p className="mt-2 text-xs font-bold text-brand-700">{card.project.title}</p>
      <p className="mt-1 text-xs text-slate-700">{card.messageExcerpt}</p>
      {card.matchChips.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="条件との一致" data-testid="match-chips">
          {card.matchChips.map((chip) => (
            <li key={`${chip.kind}-${chip.label}`} className={`rounded px-1.5 py-0.5 text-[11px] font-bold ${CHIP_TONES[chip.tone]}`}>
              {chip.label}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        {card.desiredRateLabel ? (
          <div className="flex gap-1">
            <dt>希望</dt>
            <dd>{card.desiredRateLabel}</dd>
          </div>
        ) : null}
        {card.daysPerWeek ? (
          <div className="flex gap-1">
            <dt>稼働</dt>
            <dd>週{card.daysPerWeek}日</dd>
          </div>
        ) : null}
      </dl>
      <BoardAssigneeSelect applicationId={card.id} assigneeId={card.assignee?.userId ?? null} members={members} />
      <div className="flex items-end justify-between gap-2">
        <BoardMoveButtons applicationId={card.id} status={card.status} moves={card.moves} proName={card.pro.name} />
        {card.status === "applied" ? <BulkSelectBox applicationId={card.id} proName={card.pro.name} /> : null}
      </div>
    </article>
  );
}
