import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLobbyOptions } from './options.ts';
import { fireworksSchedule, nextFireworksDelayMs, synthExtrasApply } from './synthetic.ts';

const options = defaultLobbyOptions;

describe('nextFireworksDelayMs', () => {
  it.each<[number, number]>([
    [0, 60_000],
    [0.49, 60_000],
    [0.5, 120_000],
    [0.9999, 120_000],
    [1, 120_000],
    [Number.NaN, 60_000],
  ])('draw %d -> %d ms', (draw, delay) => {
    expect(nextFireworksDelayMs(() => draw, options)).toBe(delay);
  });

  it.each<[number, number]>([
    [0, 180_000],
    [0.5, 240_000],
    [0.9999, 300_000],
  ])('a casino with 3 to 5 minutes: draw %d -> %d ms', (draw, delay) => {
    expect(nextFireworksDelayMs(() => draw, { fireworksMinMinutes: 3, fireworksMaxMinutes: 5 })).toBe(delay);
  });

  it('is always one or two whole minutes', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (draw) =>
        [60_000, 120_000].includes(nextFireworksDelayMs(() => draw, options)),
      ),
    );
  });
});

describe('fireworksSchedule', () => {
  it('adds up the delays from the start', () => {
    const draws = [0, 0.7, 0.2];
    let i = 0;
    expect(fireworksSchedule(1000, 3, () => draws[i++] ?? 0, options)).toEqual([61_000, 181_000, 241_000]);
    expect(fireworksSchedule(1000, 0, () => 0, options)).toEqual([]);
  });
});

describe('synthExtrasApply', () => {
  it.each<['play' | 'demo', number, boolean]>([
    ['play', 1, true],
    ['demo', 1, false],
    ['play', 0, false],
  ])('%s, synth %d: %s', (mode, synth, expected) => {
    expect(synthExtrasApply(mode, { synth })).toBe(expected);
  });
});
