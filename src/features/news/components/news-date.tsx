import { formatJstDate, toJstIsoDate } from "@/lib/format-date";

/** The publication day in Japan time, machine-readable through dateTime. */
export function NewsDate({ date, className = "" }: { date: Date; className?: string }) {
  return (
    <time dateTime={toJstIsoDate(date)} className={`text-sm tabular-nums text-slate-600 ${className}`}>
      {formatJstDate(date)}
    </time>
  );
}
