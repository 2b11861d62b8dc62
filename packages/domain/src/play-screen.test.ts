import { describe, expect, it } from 'vitest';
import type { Language } from './entities/config.ts';
import { LIVE_DEALER_OVERLAY_MS, randomPlayImageIndex, tipsFor } from './play-screen.ts';
import { FUSION, SINGLE_PROVIDER, type Variant } from './variant.ts';

describe('tipsFor', () => {
  it.each<[Language, Variant, number]>([
    ['fr', FUSION, 12],
    ['en', FUSION, 7],
    ['fr', SINGLE_PROVIDER, 7],
    ['de', SINGLE_PROVIDER, 7],
  ])('%s on %s', (language, variant, count) => {
    const tips = tipsFor({ language, variant });
    expect(tips).toHaveLength(count);
    expect(tips[0]).toBe(1);
    expect(tips.at(-1)).toBe(count);
  });
});

describe('randomPlayImageIndex', () => {
  it.each<[number, number]>([
    [0, 0],
    [1999, 0],
    [2000, 1],
    [9999, 4],
    [10_000, 0],
    [-5, 0],
    [Number.NaN, 0],
  ])('%d ms -> image %d', (elapsed, index) => {
    expect(randomPlayImageIndex(elapsed)).toBe(index);
  });
});

describe('overlay timings', () => {
  it('removes the live dealer loader after 3.1 s', () => {
    expect(LIVE_DEALER_OVERLAY_MS).toBe(3100);
  });
});
