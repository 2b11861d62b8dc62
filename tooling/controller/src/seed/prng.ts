/** A seeded pseudo-random source: every catalog and player seed is reproducible from a string. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements, in draw order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** A 32-bit hash of a string (FNV-1a with a final avalanche), used to turn names into seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for seed data (not for anything secret). */
export function createRng(seed: number | string): Rng {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(int(0, pool.length - 1), 1)[0] as T);
    return out;
  };
  return { next, int, chance: (p) => next() < p, pick, sample };
}

/** A picker of keys by weight, prepared once; weights need not sum to 1. */
export function weightedPicker<K extends string>(weights: Readonly<Record<K, number>>): (rng: Rng) => K {
  const keys = Object.keys(weights) as K[];
  if (keys.length === 0) throw new Error('no weights');
  const cumulative: number[] = [];
  let total = 0;
  for (const key of keys) {
    total += weights[key];
    cumulative.push(total);
  }
  return (rng) => {
    const roll = rng.next() * total;
    const index = cumulative.findIndex((edge) => roll < edge);
    return keys[index === -1 ? keys.length - 1 : index] as K;
  };
}
