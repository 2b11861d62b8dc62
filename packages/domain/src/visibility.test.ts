import { describe, expect, it } from 'vitest';
import { makeGame } from './testing/fixtures.ts';
import { FUSION, SINGLE_PROVIDER } from './variant.ts';
import { type VisibilityContext, visibleGames } from './visibility.ts';

const games = [
  makeGame({ id: 1 }),
  makeGame({ id: 2, synth: 1 }),
  makeGame({ id: 3, provider: 'first-sportsbook' }),
  makeGame({ id: 4, pre_release: true }),
  makeGame({ id: 1, name: 'duplicate id' }),
];

describe('visibleGames', () => {
  it.each<[string, VisibilityContext, number[]]>([
    ['single-provider guest: no synthetic games', { variant: SINGLE_PROVIDER, isGuest: true }, [1, 4]],
    ['single-provider player', { variant: SINGLE_PROVIDER, isGuest: false }, [1, 2, 4]],
    ['fusion guest', { variant: FUSION, isGuest: true }, [1, 2, 4]],
    ['fusion player', { variant: FUSION, isGuest: false }, [1, 2, 4]],
  ])('%s', (_label, context, ids) => {
    expect(visibleGames(games, context).map((g) => g.id)).toEqual(ids);
  });

  it('keeps the first of a repeated id', () => {
    expect(visibleGames(games, { variant: FUSION, isGuest: false }).find((g) => g.id === 1)?.name).toBe('Game 1');
  });
});
