import { describe, expect, it } from 'vitest';
import { newGameIds, newestGames, releaseKey } from './new-games.ts';
import { makeGame } from './testing/fixtures.ts';

const games = [
  makeGame({ id: 1, release_date: '2025-01-01' }),
  makeGame({ id: 2, release_date: '2026-03-01' }),
  makeGame({ id: 3, release_date: 'garbage' }),
  makeGame({ id: 4, release_date: '2026-03-01' }),
  makeGame({ id: 5, release_date: '2026-12-24', pre_release: true }),
  makeGame({ id: 6, release_date: '2024-06-30' }),
];

describe('newestGames', () => {
  it.each<[number, number[]]>([
    [0, []],
    [-1, []],
    [Number.NaN, []],
    [2, [5, 2]],
    [4, [5, 2, 4, 1]],
    [100, [5, 2, 4, 1, 6, 3]],
  ])('the %d newest', (n, ids) => {
    expect(newestGames(games, n).map((g) => g.id)).toEqual(ids);
  });
});

describe('newGameIds', () => {
  it('flags the three newest released games', () => {
    expect([...newGameIds(games, 3)]).toEqual([2, 4, 1]);
    expect([...newGameIds(games, 1)]).toEqual([2]);
  });
});

describe('releaseKey', () => {
  it.each<[string, string]>([
    ['2026-03-01', '2026-03-01'],
    ['2026-03-01 10:00:00', '2026-03-01'],
    ['03/01/2026', ''],
    ['', ''],
  ])('%j -> %j', (date, key) => {
    expect(releaseKey({ release_date: date })).toBe(key);
  });
});
