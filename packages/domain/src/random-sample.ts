/** A source of numbers in [0, 1), like Math.random; injected so that samples are reproducible. */
export type RandomSource = () => number;

/** A whole number in [0, size) drawn from `random`; a source that misbehaves (NaN, 1, -0.2) is clamped. */
export function randomIndex(size: number, random: RandomSource): number {
  const draw = random();
  const unit = Number.isFinite(draw) ? Math.min(Math.max(draw, 0), 1 - Number.EPSILON) : 0;
  return Math.floor(unit * size);
}

/**
 * `n` of `items` picked at random without repeats (a partial Fisher-Yates shuffle), in the order drawn.
 * With `n` or fewer items, all of them in their order. The same `random` sequence gives the same sample.
 */
export function randomSample<T>(items: readonly T[], n: number, random: RandomSource): T[] {
  const count = Math.max(0, Math.floor(Number.isFinite(n) ? n : 0));
  if (items.length <= count) return [...items];
  const pool = [...items];
  for (let i = 0; i < count; i += 1) {
    const j = i + randomIndex(pool.length - i, random);
    const picked = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = picked;
  }
  return pool.slice(0, count);
}

/** One of `items` at random, or undefined when there are none. */
export function randomItem<T>(items: readonly T[], random: RandomSource): T | undefined {
  return items.length === 0 ? undefined : items[randomIndex(items.length, random)];
}
