import type { CasinoConfig, Player } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { selectNavigation, selectNavPages } from './selectors.ts';
import type { RootState } from './root-state.ts';
import { testConfig, testPlayer } from '../testing/test-deps.ts';

const nav = {
  EN: [{ id: 'home', label: 'Home', action: '/', icon: 'home', ucc_internal: true }],
  FR: [{ id: 'home', label: 'Accueil', action: '/', icon: 'home', ucc_internal: true }],
};

/** A state whose data layer's cache holds the configuration's answer. */
function answered(config: CasinoConfig, player: Player | null, language = 'en'): RootState {
  return {
    lobbyApi: { queries: { getConfig: { status: 'fulfilled', data: { casino: config, player } } } },
    preferences: { language },
  } as unknown as RootState;
}

const state = (casinoId: number, language: 'en' | 'fr' | 'de') =>
  answered(testConfig({ casino_id: casinoId, navigation: nav }), null, language);

describe('selectNavigation', () => {
  it('picks the current language, English when the casino has none for it', () => {
    expect(selectNavigation(state(1, 'fr')).map((item) => item.label)).toEqual(['Accueil']);
    expect(selectNavigation(state(1, 'de')).map((item) => item.label)).toEqual(['Home']);
  });

  it('adds the fixed French links of the site that has them, in French only', () => {
    expect(selectNavigation(state(4, 'fr')).map((item) => item.action)).toEqual([
      '/',
      '/dashboard/loyalty/dailyfreespins',
      '/promotions#weekly-cashback',
    ]);
    expect(selectNavigation(state(4, 'en'))).toHaveLength(1);
  });
});

describe('selectNavPages', () => {
  const withPlayer = (player: ReturnType<typeof testPlayer> | null) =>
    answered(testConfig({ pages: { signup: '/site/signup', cashier: '/site/cashier' } }), player);

  it('offers Sign up to a guest only', () => {
    expect(selectNavPages(withPlayer(null))).toEqual({ signup: '/site/signup', cashier: '/site/cashier' });
    expect(selectNavPages(withPlayer(testPlayer()))).toEqual({ cashier: '/site/cashier' });
  });
});
