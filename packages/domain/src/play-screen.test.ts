import { describe, expect, it } from 'vitest';
import type { Language } from './entities/config.ts';
import { defaultLobbyOptions } from './options.ts';
import { randomPlayImageIndex, tipsFor } from './play-screen.ts';
import { FUSION, SINGLE_PROVIDER, type Variant } from './variant.ts';

describe('tipsFor', () => {
  it.each<[Language, Variant, number]>([
    ['fr', FUSION, 12],
    ['en', FUSION, 7],
    ['fr', SINGLE_PROVIDER, 7],
    ['de', SINGLE_PROVIDER, 7],
  ])('%s on %s', (language, variant, count) => {
    const tips = tipsFor({ language, variant }, defaultLobbyOptions);
    expect(tips).toHaveLength(count);
    expect(tips[0]).toBe(1);
    expect(tips.at(-1)).toBe(count);
  });

  it.each<[Language, Variant, number]>([
    ['fr', FUSION, 9],
    ['en', FUSION, 4],
    ['fr', SINGLE_PROVIDER, 4],
  ])('%s on %s with a casino of 4 tips, 9 in French on fusion', (language, variant, count) => {
    expect(tipsFor({ language, variant }, { tipCount: 4, tipCountFrenchFusion: 9 })).toHaveLength(count);
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
    expect(randomPlayImageIndex(elapsed, defaultLobbyOptions)).toBe(index);
  });

  it('follows the rotation and the image count in force', () => {
    expect(randomPlayImageIndex(2500, { randomPlayRotateMs: 500, randomPlayImages: 3 })).toBe(2);
  });
});

describe('overlay timings', () => {
  it('removes the live dealer loader after 3.1 s', () => {
    expect(defaultLobbyOptions.liveDealerOverlayMs).toBe(3100);
  });
});
