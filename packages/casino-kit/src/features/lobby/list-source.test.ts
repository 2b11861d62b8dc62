// @vitest-environment node
import type { Game } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { testCatalog } from '@lobby/casino-core/testing';
import { gamesOf } from './list-source.ts';

const [first, second, third, fourth] = testCatalog(4).games as [Game, Game, Game, Game];
const games = [
  { ...first, category: 'online-slots', sub_groups: ['topslots'], themes: ['pirates'] },
  { ...second, category: 'table-games', jackpot: 500, provider: 'zeta' },
  { ...third, category: 'online-slots', release_date: '2025-05-05' },
  { ...fourth, category: 'video-poker', themes: ['pirates'] },
];

describe('gamesOf', () => {
  it.each([
    [{ kind: 'category', slug: 'online-slots' } as const, [1, 3]],
    [{ kind: 'category', slug: 'slots' } as const, [1, 3]],
    [{ kind: 'category', slug: 'all-games' } as const, [1, 2, 3, 4]],
    [{ kind: 'category', slug: 'crypto-games' } as const, []],
    [{ kind: 'subgroup', slug: 'topslots' } as const, [1]],
    [{ kind: 'theme', slug: 'pirates' } as const, [1, 4]],
    [{ kind: 'provider', slug: 'zeta' } as const, [2]],
    [{ kind: 'jackpots' } as const, [2]],
    [
      {
        kind: 'refs',
        refs: [
          { shortname: 'game-4', provider: 'acme' },
          { shortname: 'game-2', provider: 'acme' },
        ],
      } as const,
      [4],
    ],
    [
      {
        kind: 'favorites',
        refs: [
          { shortname: 'game-1', provider: 'acme' },
          { shortname: 'game-3', provider: 'acme' },
        ],
      } as const,
      [3, 1],
    ],
  ])('%j', (source, ids) => {
    expect(gamesOf(source, games).map((game) => game.id)).toEqual(ids);
  });
});
