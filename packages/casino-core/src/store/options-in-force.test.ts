import { ControllerError } from '@lobby/api';
import { type CasinoTweaks, defaultLobbyOptions, type LobbyOptionOverrides, type LobbyOptions } from '@lobby/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCatalog, testConfig, testDeps, testPlayer } from '../testing/test-deps.ts';
import { testStart } from '../testing/test-store.ts';
import type { AppDeps } from './deps.ts';
import { selectNewGameIds } from './lobby-selectors.ts';
import { noticeShown } from './notifications-slice.ts';
import { gameEnded, gameStarted } from './play-session.ts';
import { themeChosen } from './preferences-slice.ts';
import { gameLaunched, RECENT_GAMES_KEY } from './recent-games.ts';
import { selectBalance, selectConfig, selectOptions } from './selectors.ts';
import { startApp } from './start-app.ts';

// A casino whose site tweaks set options of its own, beside the real table's casinos.
const TWEAKED_CASINO = 9001;
vi.mock('@lobby/domain', async (original) => {
  const domain = await original<typeof import('@lobby/domain')>();
  return {
    ...domain,
    casinoTweaks: (id: number): CasinoTweaks =>
      id === TWEAKED_CASINO
        ? { ...domain.casinoTweaks(id), options: { lowBalanceThreshold: 10, pageSize: 20, noticeAutoHideMs: 4000, recentGamesMax: 16 } }
        : domain.casinoTweaks(id),
  };
});

const prefs = { theme: 'light', language: 'en', languageChosen: false } as const;

/** Starts the app for a player of casino `casinoId`, its profile setting `options`. */
function start(options: LobbyOptionOverrides = {}, casinoId = 1, deps: Partial<AppDeps> = {}, api: Parameters<typeof testDeps>[0] = {}) {
  const all = testDeps(
    { getConfig: vi.fn(async () => ({ casino: testConfig({ casino_id: casinoId }), player: testPlayer() })), ...api },
    deps,
  );
  const { store } = startApp(all, { ...testStart('fusion'), optionOverrides: options }, prefs, null);
  return { store, deps: all };
}

const configured = (store: ReturnType<typeof start>['store']) => vi.waitFor(() => expect(selectConfig(store.getState())).not.toBeNull());

afterEach(() => {
  vi.useRealTimers();
});

describe('the options in force', () => {
  it.each<[string, LobbyOptionOverrides, number, Partial<LobbyOptions>]>([
    ['the defaults', {}, 1, { lowBalanceThreshold: 5, pageSize: 50 }],
    ['a casino tweaks its own', {}, TWEAKED_CASINO, { lowBalanceThreshold: 10, pageSize: 20, noticeAutoHideMs: 4000 }],
    ['the profile over the tweaks', { pageSize: 30 }, TWEAKED_CASINO, { lowBalanceThreshold: 10, pageSize: 30 }],
    ['the profile alone', { searchMinLength: 2 }, 1, { searchMinLength: 2, pageSize: 50 }],
  ])('%s', async (_label, profile, casinoId, expected) => {
    const { store } = start(profile, casinoId);
    await configured(store);
    expect(selectOptions(store.getState())).toMatchObject(expected);
  });

  it("are the profile's until the configuration names the casino", () => {
    const { store } = start({ pageSize: 30 }, TWEAKED_CASINO, {}, { getConfig: vi.fn(() => new Promise<never>(() => undefined)) });
    expect(selectOptions(store.getState())).toMatchObject({ pageSize: 30, lowBalanceThreshold: defaultLobbyOptions.lowBalanceThreshold });
  });
});

describe('thresholds and amounts: the notices after a game', () => {
  it.each<[string, LobbyOptionOverrides, number, number, string[]]>([
    ['8 is not low by default', {}, 1, 8, []],
    ['8 is low for a casino whose tweaks say 10', {}, TWEAKED_CASINO, 8, ['lowbalance']],
    ['8 is low for a profile that says 10', { lowBalanceThreshold: 10 }, 1, 8, ['lowbalance']],
    ['a live gain of 3 is a win for a profile whose live threshold is 2', { liveWinLoseThreshold: 2 }, 1, 12, ['win']],
  ])('%s', async (_label, profile, casinoId, after, kinds) => {
    const getBalance = vi
      .fn()
      .mockResolvedValueOnce({ balance: 9, currency_code: 'USD' })
      .mockResolvedValue({ balance: after, currency_code: 'USD' });
    const casino = testConfig({ casino_id: casinoId, environment: 'live' });
    const { store } = start(profile, casinoId, {}, { getBalance, getConfig: vi.fn(async () => ({ casino, player: testPlayer() })) });
    await vi.waitFor(() => expect(selectBalance(store.getState())?.balance).toBe(9));
    store.dispatch(gameStarted());
    store.dispatch(gameEnded());
    await vi.waitFor(() => expect(selectBalance(store.getState())?.balance).toBe(after));
    expect(store.getState().notifications.items.map((notice) => notice.kind)).toEqual(kinds);
  });
});

describe('durations: a notice hides itself after noticeAutoHideMs', () => {
  it.each<[string, LobbyOptionOverrides, number, number]>([
    ['the default', {}, 1, defaultLobbyOptions.noticeAutoHideMs],
    ["the casino's", {}, TWEAKED_CASINO, 4000],
    ["the profile's", { noticeAutoHideMs: 1500 }, 1, 1500],
  ])('%s', async (_label, profile, casinoId, hideMs) => {
    const { store } = start(profile, casinoId);
    await configured(store);
    vi.useFakeTimers();
    store.dispatch(noticeShown('favorite_add'));
    await vi.advanceTimersByTimeAsync(hideMs - 1);
    expect(store.getState().notifications.items).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().notifications.items).toHaveLength(0);
  });
});

describe('counts and sizes', () => {
  it.each<[LobbyOptionOverrides, number]>([
    [{}, 3],
    [{ newFlagCountList: 1 }, 1],
  ])('flags the newFlagCountList newest games as new (%j)', async (profile, flagged) => {
    const { store } = start(profile, 1, {}, { getGames: vi.fn(async () => testCatalog(6)) });
    await vi.waitFor(() => expect(selectNewGameIds(store.getState()).size).toBe(flagged));
  });

  it('keeps recentGamesMax recent games', async () => {
    const { store, deps } = start({ recentGamesMax: 2 });
    await configured(store);
    for (const shortname of ['a', 'b', 'c']) store.dispatch(gameLaunched({ shortname, provider: 'acme' }));
    expect(store.getState().recent.games.map((game) => game.shortname)).toEqual(['c', 'b']);
    expect(JSON.parse(deps.session.get(RECENT_GAMES_KEY) ?? '[]')).toHaveLength(2);
  });

  it("restores the stored recent games under the casino's own recentGamesMax once the configuration names it", async () => {
    const values = new Map([[RECENT_GAMES_KEY, JSON.stringify(Array.from({ length: 20 }, (_, i) => `game-${i}`))]]);
    const session = {
      get: (key: string) => values.get(key) ?? null,
      set: (key: string, value: string) => void values.set(key, value),
      remove: (key: string) => void values.delete(key),
    };
    const { store } = start({}, TWEAKED_CASINO, { session });
    expect(store.getState().recent.games).toHaveLength(defaultLobbyOptions.recentGamesMax);
    await vi.waitFor(() => expect(store.getState().recent.games).toHaveLength(16));
  });
});

describe('cookie lifetimes: the theme cookie lives themeCookieDays', () => {
  it.each<[LobbyOptionOverrides, number]>([
    [{}, defaultLobbyOptions.themeCookieDays],
    [{ themeCookieDays: 30 }, 30],
  ])('%j', async (profile, days) => {
    const write = vi.fn();
    const base = testDeps();
    const { store } = start(profile, 1, { preferences: { ...base.preferences, theme: { read: () => null, write } } });
    await configured(store);
    store.dispatch(themeChosen('dark'));
    expect(write).toHaveBeenCalledWith('dark', days);
  });
});

describe('start-up bounds: the deadline is bootDeadlineMs of the profile', () => {
  it.each<[LobbyOptionOverrides, number]>([
    [{}, defaultLobbyOptions.bootDeadlineMs],
    [{ bootDeadlineMs: 5000 }, 5000],
  ])('%j', async (profile, deadline) => {
    vi.useFakeTimers();
    const getConfig = vi.fn(
      ({ signal }: { signal?: AbortSignal } = {}) =>
        new Promise<never>((_resolve, reject) => {
          signal?.addEventListener('abort', () =>
            reject(new ControllerError({ kind: 'aborted', action: 'getconfig', message: 'aborted' })),
          );
        }),
    );
    const { store } = start(profile, 1, {}, { getConfig });
    await vi.advanceTimersByTimeAsync(deadline - 1);
    expect(store.getState().session.status).toBe('booting');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().session.status).toBe('failed');
  });
});
