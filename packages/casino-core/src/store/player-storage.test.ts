import { ControllerError } from '@lobby/api';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_CACHE_KEY, logoutRequested, PLAYER_SESSION_KEYS, STORAGE_OWNER_KEY } from './player-storage.ts';
import { RECENT_GAMES_KEY } from './recent-games.ts';
import { startApp } from './start-app.ts';
import { memoryNavigation, testConfig, testDeps, testPlayer } from '../testing/test-deps.ts';
import type { AppDeps } from './deps.ts';
import { testStart } from '../testing/test-store.ts';

const prefs = { theme: 'light', language: 'en', languageChosen: false } as const;
const recents = JSON.stringify([{ shortname: 'game-1', provider: 'acme' }]);

function withStoredPlayerData(deps: AppDeps, owner: string | null) {
  deps.session.set(RECENT_GAMES_KEY, recents);
  deps.session.set(MESSAGE_CACHE_KEY, JSON.stringify({ pid: 7, savedAt: 0, center: { messages: [{ body: 'secret' }] } }));
  if (owner !== null) deps.session.set(STORAGE_OWNER_KEY, owner);
  return deps;
}

const stored = (deps: AppDeps) => PLAYER_SESSION_KEYS.flatMap((key) => (deps.session.get(key) === null ? [] : [key]));

describe("the player's data in storage", () => {
  it('is cleared on logout before the casino logout page opens', async () => {
    const navigation = memoryNavigation();
    const deps = withStoredPlayerData(
      testDeps({ getConfig: vi.fn(async () => ({ casino: testConfig(), player: testPlayer() })) }, { navigation }),
      '7',
    );
    const { store } = startApp(deps, testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(store.getState().session.status).toBe('ready'));
    expect(store.getState().recent.games).toHaveLength(1);
    store.dispatch(logoutRequested());
    expect(stored(deps)).toEqual([]);
    expect(store.getState().recent.games).toEqual([]);
    expect(navigation.visits).toEqual(['logout']);
  });

  it('is cleared when the session ends (401)', async () => {
    const getConfig = vi
      .fn()
      .mockResolvedValueOnce({ casino: testConfig(), player: testPlayer() })
      .mockResolvedValue({ casino: testConfig(), player: null });
    const auth = new ControllerError({ kind: 'auth', action: 'getBalance', message: 'auth', status: 401 });
    const deps = withStoredPlayerData(testDeps({ getConfig, getBalance: vi.fn(async () => Promise.reject(auth)) }), '7');
    const { store } = startApp(deps, testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(getConfig).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(stored(deps)).toEqual([]));
    expect(store.getState().recent.games).toEqual([]);
  });

  it("is cleared when the page loads for a guest after a player's visit (a logout on the casino's site)", async () => {
    const deps = withStoredPlayerData(testDeps(), '7');
    const { store } = startApp(deps, testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(store.getState().session.status).toBe('ready'));
    expect(stored(deps)).toEqual([]);
    expect(store.getState().recent.games).toEqual([]);
  });

  it("is cleared when the page loads for another player than the one whose data is stored, and marked as the new player's", async () => {
    const deps = withStoredPlayerData(
      testDeps({ getConfig: vi.fn(async () => ({ casino: testConfig(), player: testPlayer({ PID: 9 }) })) }),
      '7',
    );
    const { store } = startApp(deps, testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(store.getState().session.status).toBe('ready'));
    expect(stored(deps)).toEqual([STORAGE_OWNER_KEY]);
    expect(deps.session.get(STORAGE_OWNER_KEY)).toBe('9');
    expect(store.getState().recent.games).toEqual([]);
  });

  it('is kept when the page loads for the same player again', async () => {
    const deps = withStoredPlayerData(testDeps({ getConfig: vi.fn(async () => ({ casino: testConfig(), player: testPlayer() })) }), '7');
    const { store } = startApp(deps, testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(store.getState().session.status).toBe('ready'));
    expect(stored(deps)).toEqual([RECENT_GAMES_KEY, MESSAGE_CACHE_KEY, STORAGE_OWNER_KEY]);
    expect(deps.session.get(STORAGE_OWNER_KEY)).toBe('7');
    expect(store.getState().recent.games).toHaveLength(1);
  });

  it('is marked as the next player’s when the configuration read after the session ended names one', async () => {
    const getConfig = vi
      .fn()
      .mockResolvedValueOnce({ casino: testConfig(), player: testPlayer() })
      .mockResolvedValue({ casino: testConfig(), player: testPlayer({ PID: 9 }) });
    const auth = new ControllerError({ kind: 'auth', action: 'getBalance', message: 'auth', status: 401 });
    const getBalance = vi.fn().mockRejectedValueOnce(auth).mockResolvedValue({ balance: 5, currency_code: 'USD' });
    const deps = withStoredPlayerData(testDeps({ getConfig, getBalance }), '7');
    startApp(deps, testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(deps.session.get(STORAGE_OWNER_KEY)).toBe('9'));
    expect(stored(deps)).toEqual([STORAGE_OWNER_KEY]);
  });

  it("keeps a guest's own recent games, and marks the player's", async () => {
    const guest = withStoredPlayerData(testDeps(), null);
    const { store } = startApp(guest, testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(store.getState().session.status).toBe('ready'));
    expect(guest.session.get(RECENT_GAMES_KEY)).toBe(recents);

    const player = testDeps({ getConfig: vi.fn(async () => ({ casino: testConfig(), player: testPlayer() })) });
    const second = startApp(player, testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(second.store.getState().session.status).toBe('ready'));
    expect(player.session.get(STORAGE_OWNER_KEY)).toBe('7');
  });
});
