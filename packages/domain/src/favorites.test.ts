import { describe, expect, it } from 'vitest';
import { favoriteKey, favoritesPageGames, isFavorite, pendingFavoriteAccess, pendingFavoriteFromQuery } from './favorites.ts';
import { makeGame } from './testing/fixtures.ts';

const favorites = [
  { shortname: 'gold', provider: 'nova' },
  { shortname: 'ruby', provider: 'nova' },
  { shortname: 'opal', provider: 'gone' },
];

describe('isFavorite', () => {
  it.each<[string, { shortname: string; provider: string }, boolean]>([
    ['listed', { shortname: 'gold', provider: 'nova' }, true],
    ['same shortname, other provider', { shortname: 'gold', provider: 'redstone' }, false],
    ['not listed', { shortname: 'jade', provider: 'nova' }, false],
  ])('%s', (_label, game, expected) => {
    expect(isFavorite(favorites, game)).toBe(expected);
  });

  it('keys by both names', () => {
    expect(favoriteKey({ shortname: 'gold', provider: 'nova' })).not.toBe(favoriteKey({ shortname: 'gold', provider: 'redstone' }));
  });
});

describe('favoritesPageGames', () => {
  it('lists the favorite catalog games, newest first, once each', () => {
    const games = [
      makeGame({ id: 1, shortname: 'gold', provider: 'nova', release_date: '2024-01-01' }),
      makeGame({ id: 2, shortname: 'gold', provider: 'redstone', release_date: '2026-01-01' }),
      makeGame({ id: 3, shortname: 'ruby', provider: 'nova', release_date: '2025-06-01' }),
      makeGame({ id: 4, shortname: 'gold', provider: 'nova', release_date: '2026-06-01' }),
    ];
    expect(favoritesPageGames(games, favorites).map((g) => g.id)).toEqual([3, 1]);
    expect(favoritesPageGames(games, [])).toEqual([]);
  });
});

describe('pendingFavoriteFromQuery', () => {
  it.each<[string, Parameters<typeof pendingFavoriteFromQuery>[0], ReturnType<typeof pendingFavoriteFromQuery>]>([
    ['shortname and provider', { fav: 'gold', by: 'nova' }, { shortname: 'gold', provider: 'nova' }],
    ['shortname only', { fav: 'gold' }, { shortname: 'gold', provider: null }],
    ['an empty provider', { fav: 'gold', by: '' }, { shortname: 'gold', provider: null }],
    ['repeated parameters: the first wins', { fav: ['gold', 'ruby'] }, { shortname: 'gold', provider: null }],
    ['no fav', { by: 'nova' }, null],
    ['an empty fav', { fav: '' }, null],
    ['a path in fav', { fav: '../admin' }, null],
    ['a URL in fav', { fav: 'https://evil.example' }, null],
    ['a script in by', { fav: 'gold', by: '<script>' }, null],
    ['an overlong fav', { fav: 'x'.repeat(300) }, null],
  ])('%s', (_label, query, expected) => {
    expect(pendingFavoriteFromQuery(query)).toEqual(expected);
  });
});

describe('pendingFavoriteAccess', () => {
  it.each<[boolean, ReturnType<typeof pendingFavoriteAccess>]>([
    [true, { kind: 'login', returnTo: '/favorites' }],
    [false, { kind: 'redirect', to: '/favorites' }],
  ])('guest %s', (isGuest, expected) => {
    expect(pendingFavoriteAccess(isGuest)).toEqual(expected);
  });
});
