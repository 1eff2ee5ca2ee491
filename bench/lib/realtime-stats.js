// Latency summaries of the realtime bench.

/** The nearest-rank percentile of sorted numbers (p in 0..100), or null for none. */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round1 = (n) => (n === null ? null : Math.round(n * 10) / 10);

/** Count, p50/p90/p99 and the extremes of latencies in ms, rounded to 0.1 ms. */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    min: round1(sorted[0] ?? null),
    p50: round1(percentile(sorted, 50)),
    p90: round1(percentile(sorted, 90)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.at(-1) ?? null),
  };
}
