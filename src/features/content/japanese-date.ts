/**
 * "2024-04-01" → "2024年4月1日". Parsed from the text, not through Date, so the printed day never
 * shifts with the server's time zone.
 */
export function formatJapaneseDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`not an ISO date: ${isoDate}`);
  const [, year, month, day] = match;
  return `${year}年${Number(month)}月${Number(day)}日`;
}
