import { describe, expect, it } from 'vitest';
import type { Access } from './access.ts';
import { type LaunchInput, launchDecision, type MoneySwitchInput, moneySwitchPath, moneySwitchVisible } from './launch.ts';
import { FUSION, SINGLE_PROVIDER } from './variant.ts';

const config = { tournaments: true, livedealer: true, fun_money_casino: false, allow_play_for_free_before_login: false, dfs: true };
const gold = { shortname: 'gold', provider: 'nova', game_lock: false };
const locked = { ...gold, game_lock: true };
const player = { PID: 42 };

function input(overrides: Partial<LaunchInput>): LaunchInput {
  return { mode: 'play', game: gold, player, variant: FUSION, config, tweaks: { sportsbookPlayerIds: [] }, ...overrides };
}

describe('launchDecision', () => {
  it.each<[string, Partial<LaunchInput>, Access]>([
    ['fusion player plays', {}, { kind: 'allow' }],
    ['fusion guest logs in and comes back (with provider)', { player: null }, { kind: 'login', returnTo: '/play/gold?by=nova' }],
    ['fusion demo goes home', { mode: 'demo' }, { kind: 'redirect', to: '/' }],
    ['fusion demo of an unknown game goes home too', { mode: 'demo', game: null }, { kind: 'redirect', to: '/' }],
    ['unknown game', { game: null }, { kind: 'not-found' }],
    ['unknown game for a guest: not-found, not login', { game: null, player: null }, { kind: 'not-found' }],
    ['locked game on real money goes home', { game: locked }, { kind: 'redirect', to: '/' }],
    ['locked game, guest: login first', { game: locked, player: null }, { kind: 'login', returnTo: '/play/gold?by=nova' }],
    ['locked game in demo', { variant: SINGLE_PROVIDER, mode: 'demo', game: locked }, { kind: 'allow' }],
    [
      'single-provider guest: return path without provider',
      { variant: SINGLE_PROVIDER, player: null },
      { kind: 'login', returnTo: '/play/gold' },
    ],
    [
      'single-provider guest demo, not allowed: a login link to play',
      { variant: SINGLE_PROVIDER, player: null, mode: 'demo' },
      { kind: 'login-link', returnTo: '/play/gold' },
    ],
    [
      'single-provider guest demo, allowed',
      { variant: SINGLE_PROVIDER, player: null, mode: 'demo', config: { ...config, allow_play_for_free_before_login: true } },
      { kind: 'allow' },
    ],
    ['single-provider player demo', { variant: SINGLE_PROVIDER, mode: 'demo' }, { kind: 'allow' }],
  ])('%s', (_label, overrides, expected) => {
    expect(launchDecision(input(overrides))).toEqual(expected);
  });
});

describe('moneySwitchVisible', () => {
  const base: MoneySwitchInput = { variant: SINGLE_PROVIDER, player: { practicemode: true }, game: { synth: 0 }, mode: 'play' };
  it.each<[string, Partial<MoneySwitchInput>, boolean]>([
    ['player with practice mode on real money', {}, true],
    ['player without practice mode on real money', { player: { practicemode: false } }, false],
    ['player without practice mode on demo', { player: { practicemode: false }, mode: 'demo' }, true],
    ['guest on demo', { player: null, mode: 'demo' }, true],
    ['synthetic game', { game: { synth: 1 } }, false],
    ['fusion', { variant: FUSION }, false],
    ['no game', { game: null }, false],
  ])('%s', (_label, overrides, expected) => {
    expect(moneySwitchVisible({ ...base, ...overrides })).toBe(expected);
  });
});

describe('moneySwitchPath', () => {
  it.each<[string, 'play' | 'demo', typeof FUSION, string]>([
    ['real to fun', 'play', SINGLE_PROVIDER, '/demo/gold'],
    ['fun to real', 'demo', SINGLE_PROVIDER, '/play/gold'],
    ['naming the provider where the variant does', 'demo', FUSION, '/play/gold?by=nova'],
  ])('%s', (_label, mode, variant, path) => {
    expect(moneySwitchPath(mode, gold, variant)).toBe(path);
  });
});
