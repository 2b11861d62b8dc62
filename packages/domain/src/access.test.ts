import { describe, expect, it } from 'vitest';
import { type AccessContext, type RouteId, routeAccess } from './access.ts';
import { FUSION, SINGLE_PROVIDER } from './variant.ts';

const config = {
  tournaments: true,
  livedealer: true,
  fun_money_casino: false,
  allow_play_for_free_before_login: false,
  dfs: true,
};

function ctx(overrides: Partial<AccessContext> & { readonly cfg?: Partial<typeof config> } = {}): AccessContext {
  const { cfg, ...rest } = overrides;
  return {
    variant: FUSION,
    config: { ...config, ...cfg },
    tweaks: { sportsbookPlayerIds: [] },
    playerId: null,
    ...rest,
  };
}

const player = { playerId: 42 };
const single = { variant: SINGLE_PROVIDER };

describe('routeAccess', () => {
  it.each<[string, RouteId, AccessContext, ReturnType<typeof routeAccess>]>([
    ['home for a guest', { name: 'home' }, ctx(), { kind: 'allow' }],
    ['a shared category', { name: 'category', slug: 'online-slots' }, ctx(single), { kind: 'allow' }],
    ['specialty games in single-provider', { name: 'category', slug: 'specialty-games' }, ctx(single), { kind: 'allow' }],
    ['specialty games in fusion', { name: 'category', slug: 'specialty-games' }, ctx(), { kind: 'not-found' }],
    ['the live-dealer category in fusion', { name: 'category', slug: 'live-dealer' }, ctx(), { kind: 'allow' }],
    ['the live-dealer category in single', { name: 'category', slug: 'live-dealer' }, ctx(single), { kind: 'not-found' }],
    ['an unknown category', { name: 'category', slug: 'bingo' }, ctx(), { kind: 'not-found' }],
    ['favorites for a guest', { name: 'favorites' }, ctx(), { kind: 'redirect', to: '/' }],
    ['favorites for a player', { name: 'favorites' }, ctx(player), { kind: 'allow' }],
    ['recently played for a guest', { name: 'recently-played' }, ctx(), { kind: 'login', returnTo: '/recently-played' }],
    ['recently played for a player', { name: 'recently-played' }, ctx(player), { kind: 'allow' }],
    ['suggested games for a guest', { name: 'suggested-games' }, ctx(single), { kind: 'redirect', to: '/' }],
    ['providers in fusion', { name: 'providers' }, ctx(), { kind: 'allow' }],
    ['providers in single', { name: 'provider', slug: 'x' }, ctx(single), { kind: 'not-found' }],
    ['tournaments when off', { name: 'tournaments' }, ctx({ cfg: { tournaments: false } }), { kind: 'not-found' }],
    ['fusion play as guest', { name: 'play', slug: 'gold', provider: 'acme' }, ctx(), { kind: 'login', returnTo: '/play/gold?by=acme' }],
    ['fusion play as player', { name: 'play', slug: 'gold', provider: 'acme' }, ctx(player), { kind: 'allow' }],
    ['fusion demo', { name: 'demo', slug: 'gold' }, ctx(player), { kind: 'redirect', to: '/' }],
    ['single demo, guest, not allowed', { name: 'demo', slug: 'gold' }, ctx(single), { kind: 'login-link', returnTo: '/play/gold' }],
    [
      'single demo, guest, allowed',
      { name: 'demo', slug: 'gold' },
      ctx({ ...single, cfg: { allow_play_for_free_before_login: true } }),
      { kind: 'allow' },
    ],
    ['single play as guest', { name: 'play', slug: 'gold' }, ctx(single), { kind: 'login', returnTo: '/play/gold' }],
    ['live dealer in fusion', { name: 'live-dealer' }, ctx(player), { kind: 'redirect', to: '/category/live-dealer' }],
    [
      'live dealer, single, off',
      { name: 'live-dealer' },
      ctx({ ...single, ...player, cfg: { livedealer: false } }),
      { kind: 'redirect', to: '/' },
    ],
    ['live dealer, single, guest', { name: 'live-dealer' }, ctx(single), { kind: 'login', returnTo: '/' }],
    ['live dealer, single, player', { name: 'live-dealer' }, ctx({ ...single, ...player }), { kind: 'allow' }],
    ['sportsbook, allowed player', { name: 'sportsbook' }, ctx({ playerId: 7, tweaks: { sportsbookPlayerIds: [7] } }), { kind: 'allow' }],
    [
      'sportsbook, other player',
      { name: 'sportsbook' },
      ctx({ playerId: 8, tweaks: { sportsbookPlayerIds: [7] } }),
      { kind: 'redirect', to: '/' },
    ],
    ['sportsbook, guest', { name: 'sportsbook' }, ctx({ tweaks: { sportsbookPlayerIds: [7] } }), { kind: 'redirect', to: '/' }],
    ['loyalty in fusion', { name: 'loyalty' }, ctx(player), { kind: 'not-found' }],
    [
      'loyalty on a fun-money site',
      { name: 'loyalty' },
      ctx({ ...single, ...player, cfg: { fun_money_casino: true } }),
      { kind: 'not-found' },
    ],
    ['loyalty for a guest', { name: 'loyalty' }, ctx(single), { kind: 'login', returnTo: '/dashboard/loyalty' }],
    ['daily free spins off', { name: 'dailyfreespins' }, ctx({ ...player, cfg: { dfs: false } }), { kind: 'redirect', to: '/' }],
    ['daily free spins, guest', { name: 'dailyfreespins' }, ctx(), { kind: 'login', returnTo: '/dashboard/loyalty/dailyfreespins' }],
    ['message center, guest', { name: 'messagecenter' }, ctx(), { kind: 'login', returnTo: '/dashboard/messagecenter' }],
  ])('%s', (_label, route, context, expected) => {
    expect(routeAccess(route, context)).toEqual(expected);
  });
});
