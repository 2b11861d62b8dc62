import type { NavItem } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { buildConfig } from './config.ts';
import { getProfile, PROFILES } from './profiles.ts';

const fusion = buildConfig(getProfile('fusion'), 'http://127.0.0.1:8787');
const single = buildConfig(getProfile('single-provider'), 'http://127.0.0.1:8788');
const ids = (items: readonly NavItem[] | undefined) => (items ?? []).map((i) => i.id);

describe('casino config', () => {
  it('carries the fusion flags and pages', () => {
    expect(fusion).toMatchObject({
      casino_id: 1,
      is_fusion: true,
      environment: 'development',
      currency: 'USD',
      tournaments: true,
      livedealer: true,
      dfs: true,
      dfs_spinwheel: true,
      allow_play_for_free_before_login: false,
      home_sections: [],
      assets_domain: 'http://127.0.0.1:8787',
      pages: { signup: '/site/signup', cashier: '/site/cashier', vipprogram: '/site/vip' },
    });
  });

  it('carries the single-provider flags, without a VIP page', () => {
    expect(single).toMatchObject({
      casino_id: 2,
      is_fusion: false,
      currency: 'EUR',
      allow_play_for_free_before_login: true,
      livedealer: true,
      dfs: true,
      fun_money_casino: false,
    });
    expect(single.pages.vipprogram).toBeUndefined();
    expect(ids(single.navigation.EN)).not.toContain('vip');
    expect(ids(fusion.navigation.EN)).toContain('vip');
  });

  it('translates every menu into EN, DE, ES and FR with the same items', () => {
    for (const config of [fusion, single]) {
      for (const lang of ['DE', 'ES', 'FR'] as const) {
        expect(ids(config.navigation[lang])).toEqual(ids(config.navigation.EN));
        expect(ids(config.launcher[lang])).toEqual(ids(config.launcher.EN));
      }
    }
    const home = (lang: 'EN' | 'DE' | 'ES' | 'FR') => fusion.navigation[lang]?.find((i) => i.id === 'home')?.label;
    expect([home('EN'), home('DE'), home('ES'), home('FR')]).toEqual(['Home', 'Startseite', 'Inicio', 'Accueil']);
  });

  it('marks the external help link as not internal, and routes live dealer per variant', () => {
    const help = fusion.navigation.DE?.find((i) => i.id === 'help');
    expect(help).toMatchObject({ ucc_internal: false, label: 'Hilfe-Center' });
    expect(help?.action).toMatch(/^https:\/\/.+\/de\/$/);
    expect(fusion.navigation.EN?.find((i) => i.id === 'live-dealer')?.action).toBe('/category/live-dealer');
    expect(single.navigation.EN?.find((i) => i.id === 'live-dealer')?.action).toBe('/live-dealer');
    for (const config of [fusion, single]) {
      expect(config.navigation.FR?.find((i) => i.id === 'random')).toMatchObject({
        action: '/random',
        label: 'Jeu au hasard',
        ucc_internal: true,
      });
    }
    expect(ids(single.navigation.EN)).toContain('tournaments');
    expect(ids(buildConfig(getProfile('sportsbook'), 'http://127.0.0.1:8789').navigation.EN)).not.toContain('tournaments');
  });

  it('sends the market and the licence only where the profile names them', () => {
    expect(fusion).not.toHaveProperty('jurisdiction');
    expect(fusion).not.toHaveProperty('licence');
    const licence = { text: 'Fusion Ltd, account 000000', url: 'https://register.example/000000' };
    const licensed = buildConfig({ ...getProfile('fusion'), jurisdiction: 'ukgc', licence }, 'http://127.0.0.1:8787');
    expect(licensed).toMatchObject({ jurisdiction: 'ukgc', licence });
  });

  it('has a sportsbook casino 85 with two allowed players, and distinct passphrases', () => {
    const sportsbook = getProfile('sportsbook');
    expect(sportsbook.casinoId).toBe(85);
    expect(sportsbook.sportsbookPlayerIds).toHaveLength(2);
    expect(sportsbook.catalogPlan().providers.map((p) => p.shortname)).toContain('first-sportsbook');
    const passphrases = Object.values(PROFILES).map((p) => p.passphrase);
    expect(new Set(passphrases).size).toBe(passphrases.length);
    expect(() => getProfile('toString')).toThrow(/unknown casino profile/);
  });
});
