import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applyFilters,
  clearFilter,
  type FilterKey,
  type FilterState,
  filterOptions,
  lobbyShowsFilters,
  resetFilters,
  searchShowsFilters,
  toggleFilterValue,
  usesMultiColumn,
} from './filters.ts';
import { makeGame } from './testing/fixtures.ts';
import { defaultLobbyOptions } from './options.ts';

const g1 = makeGame({ id: 1, provider: 'nova', themes: ['animals', 'asian'], features: ['free-spins'] });
const g2 = makeGame({ id: 2, provider: 'redstone', themes: ['pirates'], features: ['megaways', 'free-spins'] });
const g3 = makeGame({ id: 3, provider: 'nova', themes: ['pirates'], features: [] });
const g4 = makeGame({ id: 4, provider: 'first-sportsbook', themes: ['animals'], features: ['free-spins'] });
const games = [g1, g2, g3, g4];

function state(partial: Partial<FilterState>): FilterState {
  return { ...resetFilters(), ...partial };
}

describe('applyFilters', () => {
  it.each<[string, Partial<FilterState>, number[]]>([
    ['no filter shows all', {}, [1, 2, 3, 4]],
    ['provider matches game.provider', { providers: ['nova'] }, [1, 3]],
    ['any-of within a filter', { themes: ['animals', 'pirates'] }, [1, 2, 3, 4]],
    ['all-of across filters', { providers: ['nova'], themes: ['pirates'] }, [3]],
    ['three filters', { providers: ['nova', 'redstone'], themes: ['pirates'], features: ['megaways'] }, [2]],
    ['a value nobody carries', { features: ['bonus-buy'] }, []],
  ])('%s', (_label, filters, ids) => {
    expect(applyFilters(games, state(filters)).map((g) => g.id)).toEqual(ids);
  });
});

describe('activeFilterCount', () => {
  it.each([
    [{ providers: [], features: [], themes: [] }, 0],
    [{ providers: ['a', 'b'], features: [], themes: ['c'] }, 3],
    [{ providers: [], features: ['x'], themes: [] }, 1],
  ])('%j counts %i', (filters, count) => {
    expect(activeFilterCount(filters)).toBe(count);
  });
});

describe('toggleFilterValue', () => {
  it.each<[string, Partial<FilterState>, FilterKey, string, Partial<FilterState>]>([
    ['selects', {}, 'themes', 'animals', { themes: ['animals'] }],
    ['adds to a selection', { themes: ['animals'] }, 'themes', 'asian', { themes: ['animals', 'asian'] }],
    ['deselects', { themes: ['animals', 'asian'] }, 'themes', 'animals', { themes: ['asian'] }],
    ['deselects every copy', { providers: ['nova', 'nova'] }, 'providers', 'nova', { providers: [] }],
    ['leaves other filters alone', { features: ['x'] }, 'providers', 'nova', { features: ['x'], providers: ['nova'] }],
  ])('%s', (_label, before, key, value, after) => {
    expect(toggleFilterValue(state(before), key, value)).toEqual(state(after));
  });

  it('clears one filter', () => {
    expect(clearFilter(state({ themes: ['a'], providers: ['p'] }), 'themes')).toEqual(state({ providers: ['p'] }));
  });
});

const slug = fc.constantFrom('a', 'b', 'c', 'd');
const gameArb = fc.record({
  id: fc.nat(),
  provider: slug,
  themes: fc.uniqueArray(slug, { maxLength: 3 }),
  features: fc.uniqueArray(slug, { maxLength: 3 }),
});
const filtersArb = fc.record({
  providers: fc.uniqueArray(slug, { maxLength: 3 }),
  features: fc.uniqueArray(slug, { maxLength: 3 }),
  themes: fc.uniqueArray(slug, { maxLength: 3 }),
});
const keyArb = fc.constantFrom<FilterKey>('providers', 'features', 'themes');
type TestGame = { id: number; provider: string; themes: string[]; features: string[] };
const valuesOf = (game: TestGame, key: FilterKey) => (key === 'providers' ? [game.provider] : game[key]);
const isSubset = <T>(small: readonly T[], big: readonly T[]) => small.every((item) => big.includes(item));

describe('filter laws', () => {
  it('a game passes iff every non-empty filter has a value it carries', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 20 }), filtersArb, (list, filters) => {
        const expected = list.filter((game) =>
          (['providers', 'features', 'themes'] as const).every(
            (key) => filters[key].length === 0 || filters[key].some((v) => valuesOf(game, key).includes(v)),
          ),
        );
        expect(applyFilters(list, filters)).toEqual(expected);
      }),
    );
  });

  it('adding a value to a non-empty filter never removes a result (any-of)', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 20 }), filtersArb, keyArb, slug, (list, filters, key, value) => {
        fc.pre(filters[key].length > 0 && !filters[key].includes(value));
        const before = applyFilters(list, filters);
        return isSubset(before, applyFilters(list, toggleFilterValue(filters, key, value)));
      }),
    );
  });

  it('results are the intersection of each filter on its own (all-of)', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 20 }), filtersArb, (list, filters) => {
        const alone = (key: FilterKey) => applyFilters(list, { ...resetFilters(), [key]: filters[key] });
        const intersection = alone('providers').filter((g) => alone('features').includes(g) && alone('themes').includes(g));
        expect(applyFilters(list, filters)).toEqual(intersection);
      }),
    );
  });

  it('narrowing an empty filter never adds a result, and order is kept', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 20 }), filtersArb, keyArb, slug, (list, filters, key, value) => {
        const before = applyFilters(list, { ...filters, [key]: [] });
        const after = applyFilters(list, { ...filters, [key]: [value] });
        const positions = after.map((g) => list.indexOf(g));
        return isSubset(after, before) && positions.every((p, i) => i === 0 || p > (positions[i - 1] ?? -1));
      }),
    );
  });

  it('toggling a value twice gives the filters back', () => {
    fc.assert(
      fc.property(filtersArb, keyArb, slug, (filters, key, value) => {
        fc.pre(!filters[key].includes(value));
        expect(toggleFilterValue(toggleFilterValue(filters, key, value), key, value)).toEqual(filters);
      }),
    );
  });
});

describe('filterOptions', () => {
  const taxa = {
    providers: [
      { id: 1, name: 'Redstone Gaming', shortname: 'redstone' },
      { id: 2, name: 'Nova Reels', shortname: 'nova' },
      { id: 3, name: 'First Sportsbook', shortname: 'first-sportsbook' },
    ],
    features: [{ id: 1, name: 'Free Spins', shortname: 'free-spins' }],
    themes: [
      { id: 1, name: 'Animals', shortname: 'animals' },
      { id: 2, name: 'Pirates', shortname: 'pirates' },
    ],
  };

  it('counts the options present, sorted by label, without the sportsbook', () => {
    expect(filterOptions(games, taxa, defaultLobbyOptions, 'en')).toEqual([
      {
        key: 'providers',
        multiColumn: false,
        options: [
          { value: 'nova', label: 'Nova Reels', count: 2 },
          { value: 'redstone', label: 'Redstone Gaming', count: 1 },
        ],
      },
      {
        key: 'features',
        multiColumn: false,
        options: [
          { value: 'free-spins', label: 'Free Spins', count: 2 },
          { value: 'megaways', label: 'megaways', count: 1 },
        ],
      },
      {
        key: 'themes',
        multiColumn: false,
        options: [
          { value: 'animals', label: 'Animals', count: 1 },
          { value: 'asian', label: 'asian', count: 1 },
          { value: 'pirates', label: 'Pirates', count: 2 },
        ],
      },
    ]);
  });

  it('offers a filter only with more than one option', () => {
    expect(filterOptions([g1, g3], taxa, defaultLobbyOptions).map((group) => group.key)).toEqual(['themes']);
    expect(filterOptions([], taxa, defaultLobbyOptions)).toEqual([]);
  });

  it('counts a value repeated in one game once', () => {
    const twice = makeGame({ themes: ['animals', 'animals'] });
    const other = makeGame({ themes: ['pirates'] });
    expect(filterOptions([twice, other], taxa, defaultLobbyOptions)[0]?.options).toEqual([
      { value: 'animals', label: 'Animals', count: 1 },
      { value: 'pirates', label: 'Pirates', count: 1 },
    ]);
  });

  it('switches to multi-column above 16 options', () => {
    const many = Array.from({ length: 17 }, (_, i) => makeGame({ themes: [`t${i}`] }));
    expect(filterOptions(many, taxa, defaultLobbyOptions)[0]?.multiColumn).toBe(true);
    expect(filterOptions(many.slice(1), taxa, defaultLobbyOptions)[0]?.multiColumn).toBe(false);
  });

  it('switches to multi-column above multiColumnMinOptions', () => {
    const few = Array.from({ length: 5 }, (_, i) => makeGame({ themes: [`t${i}`] }));
    expect(filterOptions(few, taxa, { multiColumnMinOptions: 4 })[0]?.multiColumn).toBe(true);
    expect(filterOptions(few, taxa, { multiColumnMinOptions: 5 })[0]?.multiColumn).toBe(false);
  });
});

describe('when filters show', () => {
  it.each<[number, boolean]>([
    [0, false],
    [20, false],
    [21, true],
  ])('lobby with %i games: %s', (total, shown) => {
    expect(lobbyShowsFilters(total, defaultLobbyOptions)).toBe(shown);
  });

  it('lobby with 11 games for a casino offering filters from 10: true', () => {
    expect(lobbyShowsFilters(11, { lobbyFilterMinGames: 10 })).toBe(true);
  });

  it.each<[string, number, boolean]>([
    ['gold', 6, false],
    ['gold', 7, true],
    ['', 50, false],
    ['   ', 50, false],
  ])('search %j with %i results: %s', (query, count, shown) => {
    expect(searchShowsFilters(query, count, defaultLobbyOptions)).toBe(shown);
  });

  it('search with 3 results for a casino offering filters from 2: true', () => {
    expect(searchShowsFilters('gold', 3, { searchFilterMinResults: 2 })).toBe(true);
  });

  it.each<[number, boolean]>([
    [16, false],
    [17, true],
  ])('%i options multi-column: %s', (count, multi) => {
    expect(usesMultiColumn(count, defaultLobbyOptions)).toBe(multi);
  });
});
