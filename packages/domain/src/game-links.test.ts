import { describe, expect, it } from 'vitest';
import { gameLinks } from './game-links.ts';
import { FUSION, SINGLE_PROVIDER, type Variant } from './variant.ts';

describe('gameLinks', () => {
  const game = { shortname: 'lucky sevens', provider: 'acme' };
  it.each<[string, Variant, boolean, boolean, { play: string; demo: string | null }]>([
    ['fusion player: provider named, no demo', FUSION, false, false, { play: '/play/lucky%20sevens?by=acme', demo: null }],
    ['fusion guest with free play on: still no demo', FUSION, true, true, { play: '/play/lucky%20sevens?by=acme', demo: null }],
    ['single-provider player: demo', SINGLE_PROVIDER, false, false, { play: '/play/lucky%20sevens', demo: '/demo/lucky%20sevens' }],
    [
      'single-provider guest, free play on: demo',
      SINGLE_PROVIDER,
      true,
      true,
      { play: '/play/lucky%20sevens', demo: '/demo/lucky%20sevens' },
    ],
    ['single-provider guest, free play off: no demo', SINGLE_PROVIDER, true, false, { play: '/play/lucky%20sevens', demo: null }],
  ])('%s', (_label, variant, isGuest, allowFreeBeforeLogin, expected) => {
    expect(gameLinks(game, { variant, isGuest, allowFreeBeforeLogin })).toEqual(expected);
  });
});
