import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../seed/generate-catalog.ts';
import { fusionPlan, singleProviderPlan } from '../seed/plans.ts';
import type { PlayerRecord } from '../store/player-queries.ts';
import { decideLaunch, type LaunchCasino } from './launch.ts';

const fusion = generateCatalog(fusionPlan(300));
const single = generateCatalog(singleProviderPlan(200));
const ORIGIN = 'http://127.0.0.1:9999';

function player(overrides: Partial<PlayerRecord> = {}): PlayerRecord {
  return {
    pid: 100_002,
    username: 'regular',
    fname: 'R',
    lname: 'R',
    class: 'regular',
    class_vip_level: 0,
    class_display_name: 'Regular',
    currency_code: 'USD',
    practicemode: 0,
    unread: 0,
    hasDeposited: true,
    rafCode: 'X',
    balances: {
      balance: 250,
      currency_code: 'USD',
      fun_money: null,
      real: null,
      bonus: null,
      withdrawable: null,
      playthrough: null,
      comppoints: null,
    },
    ...overrides,
  };
}

function launch(
  shortname: string,
  opts: {
    provider?: string;
    realMoney?: boolean;
    who?: PlayerRecord | null;
    guestDemo?: boolean;
    catalog?: typeof fusion;
    sportsbook?: number[];
  } = {},
) {
  const catalog = opts.catalog ?? fusion;
  const casino: LaunchCasino = {
    origin: ORIGIN,
    versions: catalog.games.filter((g) => g.shortname === shortname),
    guestDemo: opts.guestDemo ?? false,
    sportsbookPlayers: opts.sportsbook ?? [],
  };
  return decideLaunch(
    { shortname, provider: opts.provider, realMoney: opts.realMoney ?? true, player: opts.who === undefined ? player() : opts.who },
    casino,
  );
}

describe('decideLaunch', () => {
  it('launches a game with one version: its page URL on the public origin, no query', () => {
    expect(launch('wild-west-gold-rush')).toEqual({
      success: true,
      games: [
        {
          url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:9999\/games\/[a-z0-9-]+\/wild-west-gold-rush\/$/),
          provider: expect.any(String),
          synth: 0,
          synth_details: null,
        },
      ],
      game_name: 'Wild West Gold Rush',
      error: null,
    });
  });

  it.each([
    ['classic-blackjack', ['redstone-gaming', 'nova-reels', 'crown-table-live']],
    ['european-roulette', ['nova-reels', 'velvet-rope-gaming', 'black-pearl-live']],
    ['lucky-sevens-deluxe', ['redstone-gaming', 'golden-hive-games']],
  ])('offers every version of %s for the chooser, and only the asked one with a provider', (shortname, providers) => {
    expect(launch(shortname).games.map((g) => g.provider)).toEqual(providers);
    const one = launch(shortname, { provider: providers[1] });
    expect(one.games.map((g) => g.url)).toEqual([`${ORIGIN}/games/${providers[1]}/${shortname}/`]);
    expect(launch(shortname, { provider: 'no-such-studio' }).error).toBe('invalid_game');
  });

  it.each([
    ['pocket-pirates-go', 'mobile_only'],
    ['tap-tap-treasure', 'mobile_only'],
    ['swipe-safari-spins', 'mobile_only'],
    ['clockwork-jackpot-works', 'maintenance'],
  ])('refuses %s with %s, for real and fun money alike', (shortname, error) => {
    for (const realMoney of [true, false])
      expect(launch(shortname, { realMoney })).toMatchObject({ success: false, games: [], error, game_name: expect.any(String) });
  });

  it('answers invalid_game with an empty name for an unknown game, even to a guest', () => {
    expect(launch('no-such-game', { who: null })).toEqual({ success: false, games: [], game_name: '', error: 'invalid_game' });
  });

  it('asks a guest to log in for real money, and for demos where the casino does not allow them', () => {
    expect(launch('wild-west-gold-rush', { who: null })).toMatchObject({
      success: false,
      error: 'auth_required',
      game_name: 'Wild West Gold Rush',
    });
    expect(launch('wild-west-gold-rush', { who: null, realMoney: false }).error).toBe('auth_required');
    expect(launch('wild-west-gold-rush', { who: null, realMoney: false, guestDemo: true }).success).toBe(true);
  });

  it('refuses real money on a lock the player has not opened, and opens it once they have', () => {
    expect(launch('vip-diamond-lounge').error).toBe('game_locked');
    expect(launch('vip-diamond-lounge', { who: player({ class: 'vip' }) }).success).toBe(true);
    expect(launch('deposit-dash-deluxe', { who: player({ hasDeposited: false }) }).error).toBe('game_locked');
    expect(launch('deposit-dash-deluxe').success).toBe(true);
    expect(launch('founders-preview').error).toBe('game_locked');
    // The lock guards real money: a demo of a locked game starts.
    expect(launch('founders-preview', { realMoney: false }).success).toBe(true);
  });

  it('gives synthetic games their loader, reminder and popup for real money only', () => {
    const real = launch('comet-cash-carnival').games[0];
    expect(real).toMatchObject({
      synth: 1,
      synth_details: {
        imgLoader: `${ORIGIN}/assets/synth/comet-cash-carnival/loader.svg`,
        imgReminder: `${ORIGIN}/assets/synth/comet-cash-carnival/reminder.svg`,
        imgPopup: `${ORIGIN}/assets/synth/comet-cash-carnival/popup.svg`,
        linkReminder: `${ORIGIN}/site/cashier`,
      },
    });
    expect(launch('comet-cash-carnival', { realMoney: false }).games[0]).toMatchObject({ synth: 1, synth_details: null });
    expect(launch('lucky-lantern-riches', { catalog: single }).games[0]?.synth).toBe(1);
  });

  it('opens the sportsbook to its listed players, for real money only', () => {
    expect(launch('sportsbook').error).toBe('not_allowed');
    expect(launch('sportsbook', { sportsbook: [100_002] }).success).toBe(true);
    expect(launch('sportsbook', { sportsbook: [100_002], realMoney: false }).error).toBe('not_allowed');
  });
});
