/** The p-th percentile (nearest rank; p in per cent) of samples sorted in ascending order. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
