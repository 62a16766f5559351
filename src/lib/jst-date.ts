// Dates are shown in Japan time whatever the server's zone is (the product is for Japan).
const JST_DATE = new Intl.DateTimeFormat("ja-JP", { timeZone: "Asia/Tokyo", year: "numeric", month: "long", day: "numeric" });

/** `2026年11月3日`, the calendar day in Japan time. */
export function formatJstDate(value: Date | string): string {
  return JST_DATE.format(typeof value === "string" ? new Date(value) : value);
}
