/** The podium colours: gold, silver, bronze; every later place is a plain number. */
const PODIUM_CLASS: Record<number, string> = {
  1: "border-amber-500 bg-amber-300 text-amber-950",
  2: "border-slate-400 bg-slate-200 text-slate-900",
  3: "border-orange-400 bg-orange-200 text-orange-950",
};

/** A project's place in the ranking; the first three stand out (the shape and the plain look: globals.css). */
export function RankBadge({ rank }: { rank: number }) {
  const podium = PODIUM_CLASS[rank];
  return (
    <span className={podium ? `rank-badge rank-podium ${podium}` : "rank-badge rank-plain"} data-testid="rank-badge">
      <span className="sr-only">第</span>
      {rank}
      <span className="sr-only">位</span>
    </span>
  );
}
