/**
 * A 1-based page number from a query value (`?page=3`). Anything that is not a positive integer
 * means the first page, so a hand-edited URL never errors; `max` clamps past-the-end pages.
 */
export function parsePageNumber(value: string | string[] | undefined, max = Number.MAX_SAFE_INTEGER): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) return 1;
  return Math.min(Number(raw), Math.max(1, max));
}
