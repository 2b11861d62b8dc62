import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSortOption, type SortOption, sortGames, sortOptions } from './sort.ts';
import { makeGame, multiplier, utc } from './testing/fixtures.ts';

const now = utc('2026-07-01T12:00:00');
const games = [
  makeGame({ id: 1, name: 'beta', release_date: '2025-05-01', jackpot: 100 }),
  makeGame({ id: 2, name: 'Alpha', release_date: '2026-01-01', jackpot: null }),
  makeGame({
    id: 3,
    name: 'Zed',
    display_name: 'Åmbar',
    release_date: '2026-01-01',
    jackpot: 60,
    jackpot_multiplier: multiplier('multiplier', 2, null),
  }),
  makeGame({ id: 4, name: 'Game 10', release_date: 'not a date', jackpot: 100 }),
  makeGame({ id: 5, name: 'Game 9', release_date: '2024-12-31', jackpot: 0 }),
];

describe('sortGames', () => {
  it.each<[SortOption, string | undefined, number[]]>([
    ['name-asc', 'en', [2, 3, 1, 5, 4]],
    ['name-desc', 'en', [4, 5, 1, 3, 2]],
    ['newest', 'en', [2, 3, 1, 5, 4]],
    ['top-jackpots', 'en', [3, 1, 4, 2, 5]],
    ['name-asc', 'sv', [2, 1, 5, 4, 3]],
    ['name-asc', 'not a locale!', [2, 3, 1, 5, 4]],
  ])('%s in %s', (option, locale, ids) => {
    expect(sortGames(games, option, { locale, nowMs: now }).map((g) => g.id)).toEqual(ids);
  });

  it.each<[SortOption]>([['newest'], ['top-jackpots']])('breaks %s ties by name', (option) => {
    const tied = [
      makeGame({ id: 7, name: 'Zulu', release_date: '2026-01-01', jackpot: 50 }),
      makeGame({ id: 8, name: 'alpha', release_date: '2026-01-01', jackpot: 50 }),
    ];
    expect(sortGames(tied, option, { locale: 'en', nowMs: now }).map((g) => g.id)).toEqual([8, 7]);
  });

  it('keeps catalog order for equal names and does not touch its input', () => {
    const twins = [makeGame({ id: 7, name: 'Same' }), makeGame({ id: 8, name: 'same' })];
    expect(sortGames(twins, 'name-asc', { locale: 'en', nowMs: now }).map((g) => g.id)).toEqual([7, 8]);
    expect(sortGames(twins, 'name-desc', { locale: 'en', nowMs: now }).map((g) => g.id)).toEqual([7, 8]);
    const before = games.map((g) => g.id);
    sortGames(games, 'newest', { locale: 'en', nowMs: now });
    expect(games.map((g) => g.id)).toEqual(before);
  });

  it('is a permutation whatever the option', () => {
    const gameArb = fc.record({ name: fc.string(), release_date: fc.string({ maxLength: 10 }), jackpot: fc.option(fc.double()) });
    fc.assert(
      fc.property(
        fc.array(gameArb, { maxLength: 30 }),
        fc.constantFrom<SortOption>('name-asc', 'name-desc', 'newest', 'top-jackpots'),
        (list, option) => {
          const full = list.map((g, id) => makeGame({ id, ...g }));
          const sorted = sortGames(full, option, { locale: 'en', nowMs: now });
          expect([...sorted].sort((a, b) => a.id - b.id)).toEqual(full);
        },
      ),
    );
  });
});

describe('sortOptions', () => {
  it.each<[string, (number | null)[], SortOption[]]>([
    ['with a jackpot', [null, 5], ['name-asc', 'name-desc', 'newest', 'top-jackpots']],
    ['without any', [null, 0], ['name-asc', 'name-desc', 'newest']],
    ['no games', [], ['name-asc', 'name-desc', 'newest']],
  ])('%s', (_label, jackpots, expected) => {
    expect(sortOptions(jackpots.map((jackpot) => makeGame({ jackpot })))).toEqual(expected);
  });
});

describe('parseSortOption', () => {
  it.each<[unknown, SortOption | null]>([
    ['newest', 'newest'],
    ['top-jackpots', 'top-jackpots'],
    ['NEWEST', null],
    ['', null],
    [null, null],
    [3, null],
  ])('%j -> %j', (raw, expected) => {
    expect(parseSortOption(raw)).toBe(expected);
  });
});
