// Small statistics over timing samples; percentiles use nearest rank so they are real samples.

/** The value at quantile `q` (0..1) of `values`, nearest rank; NaN for no values. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

export function p95(values: readonly number[]): number {
  return quantile(values, 0.95);
}

/** Milliseconds `fn` takes, and what it returned. */
export function timed<T>(fn: () => T): { ms: number; value: T } {
  const start = performance.now();
  const value = fn();
  return { ms: performance.now() - start, value };
}

/** Median milliseconds of `runs` calls of `fn`, after one call that warms the JIT. */
export function medianOf(runs: number, fn: () => unknown): number {
  fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(timed(fn).ms);
  return median(samples);
}

/** A sample standing for `weight` of the distribution (e.g. one of several sampled keystrokes). */
export interface Weighted {
  readonly value: number;
  readonly weight: number;
}

/** The value at quantile `q` of weighted samples: the first whose cumulative weight reaches q of the total. */
export function weightedQuantile(samples: readonly Weighted[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, s) => sum + s.weight, 0);
  let seen = 0;
  for (const s of sorted) {
    seen += s.weight;
    if (seen >= q * total - 1e-9) return s.value;
  }
  return (sorted[sorted.length - 1] as Weighted).value;
}
