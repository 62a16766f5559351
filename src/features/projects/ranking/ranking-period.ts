/** "2026-10-03", "2026-11-01" → 「10月3日〜11月1日」; the year only when the window crosses one. */
export function formatRankingPeriod(fromDay: string, toDay: string): string {
  const parts = (day: string) => day.split("-").map(Number) as [number, number, number];
  const [fromYear, fromMonth, fromDate] = parts(fromDay);
  const [toYear, toMonth, toDate] = parts(toDay);
  const withYear = fromYear !== toYear;
  const from = `${withYear ? `${fromYear}年` : ""}${fromMonth}月${fromDate}日`;
  const to = `${withYear ? `${toYear}年` : ""}${toMonth}月${toDate}日`;
  return `${from}〜${to}`;
}
