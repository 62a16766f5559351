/** A project's monthly budget as Japanese listings write it: 「60〜80万円」, 「60万円〜」, 「〜80万円」. */
export function formatBudget(minMan: number | null, maxMan: number | null): string {
  if (minMan !== null && maxMan !== null) return minMan === maxMan ? `${minMan}万円` : `${minMan}〜${maxMan}万円`;
  if (minMan !== null) return `${minMan}万円〜`;
  if (maxMan !== null) return `〜${maxMan}万円`;
  return "要相談";
}
