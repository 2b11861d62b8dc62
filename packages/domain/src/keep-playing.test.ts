import { describe, expect, it } from 'vitest';
import { keepPlayingGames } from './keep-playing.ts';
import type { RecentGame } from './recent-games.ts';

const games = [
  { id: 1, shortname: 'gold', provider: 'nova' },
  { id: 2, shortname: 'gold', provider: 'redstone' },
  { id: 3, shortname: 'ruby', provider: 'nova' },
  { id: 4, shortname: 'jade', provider: 'nova' },
];
const recent: RecentGame[] = [
  { shortname: 'jade', provider: null },
  { shortname: 'gone', provider: null },
  { shortname: 'gold', provider: 'redstone' },
  { shortname: 'ruby', provider: 'nova' },
];

describe('keepPlayingGames', () => {
  it.each<[string, boolean, number, number[]]>([
    ['a player: the recent games still in the catalog, most recent first', false, 12, [4, 2, 3]],
    ['capped at recentGamesMax', false, 2, [4, 2]],
    ['a guest: none', true, 12, []],
  ])('%s', (_label, isGuest, recentGamesMax, expected) => {
    expect(keepPlayingGames(recent, games, isGuest, { recentGamesMax }).map((game) => game.id)).toEqual(expected);
  });

  it('has nothing to show without recent games', () => {
    expect(keepPlayingGames([], games, false, { recentGamesMax: 12 })).toEqual([]);
  });
});
