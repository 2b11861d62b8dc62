import { describe, expect, it } from 'vitest';
import type { LaunchedGame, LaunchResult } from './entities/play.ts';
import { type GameUrlParams, gameUrl, type LaunchErrorView, type LaunchOutcome, launchErrorView, launchOutcome } from './launch-result.ts';

describe('launchErrorView', () => {
  it.each<[string | null | undefined, LaunchErrorView]>([
    ['mobile_only', 'mobile_only'],
    ['auth_required', 'auth_required'],
    ['invalid_game', 'invalid_game'],
    ['maintenance', 'generic'],
    ['', 'generic'],
    [null, 'generic'],
    [undefined, 'generic'],
  ])('%j -> %s', (code, view) => {
    expect(launchErrorView(code)).toBe(view);
  });
});

const one: LaunchedGame = { url: 'https://games.example/gold', provider: 'nova', synth: 0, synth_details: null };
const two: LaunchedGame = { ...one, url: 'https://games.example/gold-2', provider: 'redstone' };
const ok: LaunchResult = { success: true, games: [one], game_name: 'Gold', error: null };

describe('launchOutcome', () => {
  it.each<[string, LaunchResult | null, LaunchOutcome]>([
    ['one game', ok, { kind: 'ready', game: one }],
    ['several versions', { ...ok, games: [one, two] }, { kind: 'choose', games: [one, two] }],
    ['a version without a URL is dropped', { ...ok, games: [one, { ...two, url: '' }] }, { kind: 'ready', game: one }],
    ['no games', { ...ok, games: [] }, { kind: 'error', view: 'generic' }],
    ['a known error', { ...ok, success: false, games: [], error: 'mobile_only' }, { kind: 'error', view: 'mobile_only' }],
    ['success with an error', { ...ok, error: 'auth_required' }, { kind: 'error', view: 'auth_required' }],
    ['failure without a code', { ...ok, success: false, error: null }, { kind: 'error', view: 'generic' }],
    ['no answer', null, { kind: 'error', view: 'generic' }],
  ])('%s', (_label, result, expected) => {
    expect(launchOutcome(result)).toEqual(expected);
  });
});

const params: GameUrlParams = { token: 'a b&c', language: 'fr', returnUrl: 'https://casino.example/play/gold?by=nova' };
const tail = 'token=a%20b%26c&Language=fr&returnurl=https%3A%2F%2Fcasino.example%2Fplay%2Fgold%3Fby%3Dnova';

describe('gameUrl', () => {
  it.each<[string, string, GameUrlParams, string]>([
    ['no query yet', 'https://g.example/launch', params, `https://g.example/launch?${tail}`],
    ['a query already', 'https://g.example/launch?game=gold', params, `https://g.example/launch?game=gold&${tail}`],
    ['a trailing ?', 'https://g.example/launch?', params, `https://g.example/launch?${tail}`],
    ['a trailing &', 'https://g.example/launch?game=gold&', params, `https://g.example/launch?game=gold&${tail}`],
    ['a fragment stays last', 'https://g.example/launch?game=gold#top', params, `https://g.example/launch?game=gold&${tail}#top`],
    [
      'old values are replaced',
      'https://g.example/launch?token=old&game=gold&Language=en',
      params,
      `https://g.example/launch?game=gold&${tail}`,
    ],
    [
      'no token for practice',
      'https://g.example/launch',
      { ...params, token: null },
      `https://g.example/launch?Language=fr&returnurl=${tail.split('returnurl=')[1]}`,
    ],
  ])('%s', (_label, base, p, expected) => {
    expect(gameUrl(base, p)).toBe(expected);
  });
});
