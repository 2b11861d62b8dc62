import { describe, expect, it } from 'vitest';
import { SPORTSBOOK_PROVIDER } from './entities/catalog.ts';
import { defaultLobbyOptions } from './options.ts';
import { isRandomPlayCandidate, nextCarouselIndex, randomPlayPicks } from './random-play.ts';
import { makeGame } from './testing/fixtures.ts';

const first = () => 0;

describe('isRandomPlayCandidate', () => {
  it.each([
    ['a plain game', {}, true],
    ['a locked game', { game_lock: true }, false],
    ['a pre-release game', { pre_release: true }, false],
    ['the sportsbook', { provider: SPORTSBOOK_PROVIDER }, false],
    ['a synthetic game (the visitor filter decides)', { synth: 1 as const }, true],
  ])('%s -> %s', (_label, overrides, expected) => {
    expect(isRandomPlayCandidate(makeGame(overrides))).toBe(expected);
  });
});

describe('randomPlayPicks', () => {
  const sequence = () => {
    let seed = 0.37;
    return () => {
      seed = (seed * 9301 + 0.49297) % 1;
      return seed;
    };
  };

  it.each([5, 3, 8])('draws randomPlayImages (%d) distinct candidates from a larger catalog', (count) => {
    const games = Array.from({ length: 30 }, () => makeGame());
    const picks = randomPlayPicks(games, sequence(), { randomPlayImages: count });
    expect(picks).toHaveLength(count);
    expect(new Set(picks.map((game) => game.id)).size).toBe(count);
  });

  it('never offers a locked, pre-release or sportsbook game', () => {
    const open = [makeGame(), makeGame()];
    const closed = [makeGame({ game_lock: true }), makeGame({ pre_release: true }), makeGame({ provider: SPORTSBOOK_PROVIDER })];
    const picks = randomPlayPicks([...closed, ...open], first, defaultLobbyOptions);
    expect(picks.map((game) => game.id)).toEqual(open.map((game) => game.id));
  });

  it('gives every candidate when there are five or fewer, and none from an empty catalog', () => {
    const games = Array.from({ length: 4 }, () => makeGame());
    expect(randomPlayPicks(games, first, defaultLobbyOptions)).toEqual(games);
    expect(randomPlayPicks([], first, defaultLobbyOptions)).toEqual([]);
  });

  it('repeats its picks for the same random sequence', () => {
    const games = Array.from({ length: 12 }, () => makeGame());
    const draws = () => {
      const values = [0.9, 0.1, 0.5, 0.3, 0.7];
      let i = 0;
      return () => values[i++ % values.length] ?? 0;
    };
    expect(randomPlayPicks(games, draws(), defaultLobbyOptions)).toEqual(randomPlayPicks(games, draws(), defaultLobbyOptions));
  });
});

describe('nextCarouselIndex', () => {
  it.each<[number, number, number]>([
    [0, 5, 1],
    [3, 5, 4],
    [4, 5, 0],
    [7, 5, 3],
    [-1, 5, 0],
    [2.5, 5, 1],
    [0, 1, 0],
    [0, 0, 0],
  ])('after %d of %d comes %d', (index, count, expected) => {
    expect(nextCarouselIndex(index, count)).toBe(expected);
  });
});
