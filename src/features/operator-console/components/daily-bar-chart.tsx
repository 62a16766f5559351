import type { DailySeries } from "../dashboard/dashboard.service";

const WIDTH = 300;
const HEIGHT = 80;

/** `2026-11-03` → `11/3`. */
const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

/**
 * One series as 30 bars (drawn on the server: no chart library in the browser). The picture is for
 * the eye; a screen reader gets the numbers from the table under it.
 */
export function DailyBarChart({ series }: { series: DailySeries }) {
  const max = Math.max(1, ...series.days.map((d) => d.count));
  const barWidth = WIDTH / series.days.length;
  const today = series.days.at(-1)!;
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4" data-testid={`series-${series.key}`}>
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="font-bold text-slate-900">{series.label}</span>
        <span className="text-xs text-slate-600">
          30日間 <span className="text-base font-bold text-slate-900">{series.total.toLocaleString("ja-JP")}</span>・今日 {today.count.toLocaleString("ja-JP")}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 h-20 w-full" aria-hidden="true" preserveAspectRatio="none">
        {series.days.map((d, i) => {
          const height = (d.count / max) * (HEIGHT - 2);
          return <rect key={d.day} x={i * barWidth + 1} y={HEIGHT - height} width={Math.max(1, barWidth - 2)} height={height} className="fill-brand-600" />;
        })}
      </svg>
      <div className="mt-1 flex justify-between text-[11px] text-slate-500" aria-hidden="true">
        <span>{shortDay(series.days[0]!.day)}</span>
        <span>{shortDay(today.day)}</span>
      </div>
      <details className="mt-2 text-xs">
        <summary className="cursor-pointer text-slate-600">日ごとの数を表で見る</summary>
        <table className="mt-2 w-full">
          <caption className="sr-only">{series.label}（日ごと）</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">
                日付
              </th>
              <th scope="col" className="text-right">
                件数
              </th>
            </tr>
          </thead>
          <tbody>
            {series.days.map((d) => (
              <tr key={d.day}>
                <td>{shortDay(d.day)}</td>
                <td className="text-right">{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
