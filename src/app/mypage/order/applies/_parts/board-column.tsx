import Link from "next/link";

import { BoardCardView } from "@/features/applications/components/board-card";
import { toBoardCardData } from "@/features/applications/components/board-card-data";
import { BulkDeclineBar } from "@/features/applications/components/bulk-decline";
import type { ApplicantBoard, BoardColumn } from "@/features/applications/board/board.schemas";

/** One stage of the board: its count, its cards (with their agreed meeting's time), and the way to the rest of them. */
export function Column({
  column,
  members,
  meetings,
  moreHref,
}: {
  column: BoardColumn;
  members: ApplicantBoard["members"];
  meetings: ReadonlyMap<number, string>;
  moreHref: string | null;
}) {
  return (
    <section aria-labelledby={`column-${column.status}`} className="min-w-0 rounded-lg bg-slate-100 p-3" data-testid={`board-column-${column.status}`}>
      <h2 id={`column-${column.status}`} className="flex items-center justify-between text-sm font-bold text-slate-800">
        {column.label}
        <span className="rounded-full bg-white px-2 py-0.5 text-xs text-slate-600">{column.count.toLocaleString("ja-JP")}</span>
      </h2>
      {column.status === "applied" ? <BulkDeclineBar /> : null}
      {column.cards.length === 0 ? (
        <p className="mt-3 text-xs text-slate-600">この段階の応募者はいません。</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {column.cards.map((card) => (
            <li key={card.id}>
              <BoardCardView card={toBoardCardData(card)} members={members} meetingLabel={meetings.get(card.id)} />
            </li>
          ))}
        </ul>
      )}
      {moreHref && column.count > column.cards.length ? (
        <Link href={moreHref} className="mt-3 block rounded-md bg-white py-2 text-center text-xs font-bold text-brand-700 hover:underline">
          「{column.label}」をすべて見る（{column.count.toLocaleString("ja-JP")}件）
        </Link>
      ) : null}
    </section>
  );
}
