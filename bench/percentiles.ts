/** The value below which `fraction` of the sorted samples fall (nearest rank); NaN for none. */
export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

export interface Spread {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** p50, p95, p99 and the largest of the samples (NaN each when there are none). */
export function spreadOf(samples: number[]): Spread {
  const sorted = Float64Array.from(samples).sort();
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}
