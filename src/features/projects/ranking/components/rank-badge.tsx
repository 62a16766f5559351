/** The podium colours: gold, silver, bronze; every later place is a plain number. */
const PODIUM_CLASS: Record<number, string> = {
  1: "bg-amber-400 text-amber-950 ring-amber-200",
  2: "bg-slate-300 text-slate-900 ring-slate-200",
  3: "bg-orange-300 text-orange-950 ring-orange-200",
};

/** A project's place in the ranking; the first three stand out. */
export function RankBadge({ rank }: { rank: number }) {
  const podium = PODIUM_CLASS[rank];
  return (
    <span
      className={
        podium
          ? `inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-xl font-black ring-4 ${podium}`
          : "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-base font-bold text-slate-700"
      }
      data-testid="rank-badge"
    >
      <span className="sr-only">第</span>
      {rank}
      <span className="sr-only">位</span>
    </span>
  );
}
