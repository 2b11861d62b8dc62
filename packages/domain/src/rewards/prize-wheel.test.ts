import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DfsSlice, DfsValidation } from '../entities/dfs.ts';
import { isWinningSlice, landingSlice, pickSlice, spinPayload, usableSlices, wheelRotation } from './prize-wheel.ts';

const s = (no_of_spins: number, probability: number): DfsSlice => ({ no_of_spins, probability });
const constant = (value: number) => () => value;

describe('pickSlice', () => {
  const slices = [s(5, 10), s(0, 30), s(20, 60)];
  it.each<[string, readonly DfsSlice[], number, number | null]>([
    ['the start of the range: first slice', slices, 0, 0],
    ['just inside the first weight', slices, 0.0999, 0],
    ['the second band', slices, 0.1, 1],
    ['the end of the second band', slices, 0.3999, 1],
    ['the third band', slices, 0.4, 2],
    ['a source that returns 1', slices, 1, 2],
    ['a source that returns NaN', slices, Number.NaN, 0],
    ['zero weights are skipped', [s(1, 0), s(2, 5)], 0, 1],
    ['a negative or NaN weight counts as zero', [s(1, -5), s(2, Number.NaN), s(3, 1)], 0.5, 2],
    ['a trailing zero weight is never picked', [s(1, 5), s(2, 0)], 0.9999, 0],
    ['no weight at all', [s(1, 0)], 0.5, null],
    ['no slices', [], 0.5, null],
  ])('%s', (_label, input, draw, expected) => {
    expect(pickSlice(input, constant(draw))).toBe(expected);
  });

  it('follows the weights: frequencies over a seeded run stay within 1.5 points of each share', () => {
    // A small linear congruential generator: the same draws every run.
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const weights = [s(10, 5), s(15, 20), s(0, 40), s(50, 1), s(25, 34)];
    const counts = weights.map(() => 0);
    const runs = 100_000;
    for (let i = 0; i < runs; i += 1) {
      const index = pickSlice(weights, random);
      if (index !== null) counts[index] = (counts[index] ?? 0) + 1;
    }
    const total = weights.reduce((sum, slice) => sum + slice.probability, 0);
    for (const [index, slice] of weights.entries()) {
      expect(Math.abs((counts[index] ?? 0) / runs - slice.probability / total)).toBeLessThan(0.015);
    }
  });

  it('always lands on a slice with a positive weight', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ no_of_spins: fc.nat(100), probability: fc.oneof(fc.double({ min: 0, max: 100, noNaN: true }), fc.constant(0)) }),
          {
            maxLength: 12,
          },
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (input, draw) => {
          const index = pickSlice(input, constant(draw));
          const hasWeight = input.some((slice) => slice.probability > 0);
          if (!hasWeight) return index === null;
          return index !== null && (input[index]?.probability ?? 0) > 0;
        },
      ),
    );
  });

  it('the chosen band is the one the draw falls in (monotone in the draw)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const slices3 = [s(1, 3), s(2, 2), s(3, 5)];
        const [low, high] = a <= b ? [a, b] : [b, a];
        return (pickSlice(slices3, constant(low)) ?? 0) <= (pickSlice(slices3, constant(high)) ?? 0);
      }),
    );
  });
});

describe('wheelRotation', () => {
  it.each([
    [0, 8, 6, 6 * 360 + 337.5],
    [7, 8, 6, 6 * 360 + 22.5],
    [1, 4, 0, 225],
    [0, 1, 2, 720 + 180],
    [0, 0, 6, 0],
  ])('slice %i of %i after %i turns -> %f degrees', (index, count, turns, expected) => {
    expect(wheelRotation(index, count, turns)).toBeCloseTo(expected);
  });
});

describe('isWinningSlice', () => {
  it.each([
    [s(10, 1), true],
    [s(0, 1), false],
    [undefined, false],
  ])('%j -> %s', (slice, expected) => {
    expect(isWinningSlice(slice)).toBe(expected);
  });
});

describe('spinPayload', () => {
  const validation = { casino_id: 1, spins_remaining: 30, dfs_game_slug: 'gold-rush', game_slug: 'lucky-sevens' } as DfsValidation;
  const slices = [s(25, 1), s(5, 1), s(0, 1), s(10, 1)];
  it.each([
    ['a wheel win', 3, { coupon_template: 'DFS10', coupon_program_template_id: 1, Tier: 3, spins: 10, wspins: 3, dfs_game: 'gold-rush' }],
    ['the top slice', 0, { coupon_template: 'DFS25', coupon_program_template_id: 1, Tier: 4, spins: 25, wspins: 0, dfs_game: 'gold-rush' }],
    ['no wheel', null, { coupon_template: 'DFS30', coupon_program_template_id: 1, Tier: 0, spins: 30, wspins: 0, dfs_game: 'gold-rush' }],
  ])('%s', (_label, index, expected) => {
    expect(spinPayload(validation, slices, index, 20)).toEqual(expected);
  });

  it('falls back to the game slug and the casino amount', () => {
    const bare = { ...validation, dfs_game_slug: '', spins_remaining: null, casino_id: null };
    expect(spinPayload(bare, [], null, 20)).toMatchObject({ spins: 20, dfs_game: 'lucky-sevens', coupon_program_template_id: 0 });
  });
});

describe('one rule for the slices a wheel can land on', () => {
  const slices = [
    { no_of_spins: 10, probability: 1 },
    { no_of_spins: Number.NaN, probability: 5 },
    { no_of_spins: 20, probability: 0 },
    { no_of_spins: 30, probability: Number.POSITIVE_INFINITY },
  ];

  it('is the same for the page and for the draw: a slice without a number of spins is never drawn', () => {
    expect(usableSlices(slices)).toEqual([slices[0]]);
    for (const draw of [0, 0.2, 0.5, 0.9, 0.999]) expect(pickSlice(slices, () => draw)).toBe(0);
  });
});

describe('landingSlice', () => {
  const wheel = [s(10, 30), s(20, 20), s(100, 3)];
  it.each<[string, number | null, { drawn_slice?: number } | null, number | null]>([
    ["the controller's draw wins over the slice the lobby sent", 2, { drawn_slice: 0 }, 0],
    ['a controller that does not draw: the slice sent', 1, {}, 1],
    ['no answer yet or a failed redeem: the slice sent', 1, null, 1],
    ['a drawn slice past the wheel is not believed', 1, { drawn_slice: 3 }, 1],
    ['a negative one neither', 1, { drawn_slice: -1 }, 1],
    ['nor a fraction', 1, { drawn_slice: 0.5 }, 1],
    ['nor NaN', 1, { drawn_slice: Number.NaN }, 1],
    ['no wheel', null, { drawn_slice: 0 }, 0],
  ])('%s', (_label, requested, result, expected) => {
    expect(landingSlice(wheel, requested, result)).toBe(expected);
  });
});
