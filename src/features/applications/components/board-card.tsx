"use client";

import Link from "next/link";

import type { BoardCardData } from "./board-card-data";
import { BoardAssignee } from "./board-assignee-select";
import { BoardMoveButtons } from "./board-move-buttons";
import { BulkSelectBox } from "./bulk-decline";

/**
 * One applicant on the board: who, for which project, what they ask, how long they have waited, why
 * they fit, the agreed meeting's time (issue 16), and the moves. A client component drawn from the
 * card's data, so the page sends each card once as data rather than again as a rendered tree (the
 * board stays under 100 KB).
 */
export function BoardCardView({ card, members, meetingLabel }: { card: BoardCardData; members: { userId: number; name: string }[]; meetingLabel?: string | undefined }) {
  return (
    <article className={card.isReplyLate ? "board-card board-card-late" : "board-card"} data-testid="board-card" aria-label={`${card.pro.name}さんの応募`}>
      <div className="flex items-start justify-between gap-2">
        <Link href={`/top/pros/${card.pro.userId}`} className="font-bold text-slate-900 hover:underline">
          {card.pro.name}
        </Link>
        {card.status === "applied" ? (
          <span className={`board-chip shrink-0 ${card.isReplyLate ? "bg-red-100 text-red-800" : "board-chip-info"}`} data-testid="card-waiting">
            {card.isReplyLate ? `返信期限超過（${card.daysWaiting}日）` : card.daysWaiting === 0 ? "今日" : `${card.daysWaiting}日経過`}
          </span>
        ) : null}
      </div>
      {card.pro.headline ? <p className="mt-0.5 text-xs text-slate-600">{card.pro.headline}</p> : null}
      <p className="mt-2 text-xs font-bold text-brand-700">{card.projectTitle}</p>
      <p className="mt-1 text-xs text-slate-700">{card.messageExcerpt}</p>
      {meetingLabel ? <p className="mt-1 text-xs font-bold text-violet-800">商談 {meetingLabel}</p> : null}
      {card.chips.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="条件との一致" data-testid="match-chips">
          {card.chips.map((chip) => (
            <li key={chip.label} className={`board-chip board-chip-${chip.tone}`}>
              {chip.label}
            </li>
          ))}
        </ul>
      ) : null}
      {card.desiredRateLabel || card.daysPerWeek ? (
        <p className="mt-2 text-xs text-slate-600">
          {[card.desiredRateLabel ? `希望 ${card.desiredRateLabel}` : null, card.daysPerWeek ? `稼働 週${card.daysPerWeek}日` : null].filter(Boolean).join("・")}
        </p>
      ) : null}
      <BoardAssignee applicationId={card.id} assignee={card.assignee} members={members} />
      <div className="flex items-end justify-between gap-2">
        <BoardMoveButtons applicationId={card.id} status={card.status} moves={card.moves} proName={card.pro.name} />
        {card.status === "applied" ? <BulkSelectBox applicationId={card.id} proName={card.pro.name} /> : null}
      </div>
    </article>
  );
}
