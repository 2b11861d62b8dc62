import { describe, expect, it, vi } from 'vitest';
import { gameEnded, gameStarted } from './play-session.ts';
import { startApp } from './start-app.ts';
import { testConfig, testDeps, testPlayer } from '../testing/test-deps.ts';
import { selectBalance, selectConfig, selectUnread } from './selectors.ts';
import { testStart } from '../testing/test-store.ts';

const prefs = { theme: 'light', language: 'en', languageChosen: false } as const;

/** Session storage over `values`, so a test can seed it and read what the app kept. */
const memorySession = (values: Map<string, string>) => ({
  get: (key: string) => values.get(key) ?? null,
  set: (key: string, value: string) => void values.set(key, value),
  remove: (key: string) => void values.delete(key),
});

async function afterGame(before: number, after: number, environment: 'live' | 'development') {
  const getBalance = vi
    .fn()
    .mockResolvedValueOnce({ balance: before, currency_code: 'USD' })
    .mockResolvedValue({ balance: after, currency_code: 'USD' });
  const deps = testDeps({ getConfig: vi.fn(async () => ({ casino: testConfig({ environment }), player: testPlayer() })), getBalance });
  const { store } = startApp(deps, testStart('fusion'), prefs, null);
  await vi.waitFor(() => expect(selectBalance(store.getState())?.balance).toBe(before));
  store.dispatch(gameStarted());
  store.dispatch(gameEnded());
  await vi.waitFor(() => expect(selectBalance(store.getState())?.balance).toBe(after));
  return store.getState().notifications.items;
}

describe('balance check after a game', () => {
  it.each([
    ['live', 200, 300, ['win']],
    ['live', 200, 299.99, []],
    ['live', 300, 200, ['lose']],
    ['development', 10, 13, ['win']],
    ['development', 10, 7, ['lose']],
    ['development', 10, 4.5, ['lose', 'lowbalance']],
    ['development', 4, 4.5, ['lowbalance']],
  ] as const)('%s: %d -> %d gives %j', async (environment, before, after, kinds) => {
    const notices = await afterGame(before, after, environment);
    expect(notices.map((notice) => notice.kind)).toEqual(kinds);
  });

  it('suggests another game with a lose notice', async () => {
    const [lose] = await afterGame(300, 100, 'live');
    expect(lose?.vars).toMatchObject({ amount: 200, currency: 'USD' });
    expect(String(lose?.vars.suggestion)).toMatch(/^Game \d$/);
  });

  it('checks nothing when no game was started', async () => {
    const deps = testDeps({ getConfig: vi.fn(async () => ({ casino: testConfig(), player: testPlayer() })) });
    const { store } = startApp(deps, testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(selectBalance(store.getState())).not.toBeNull());
    store.dispatch(gameEnded());
    await Promise.resolve();
    expect(deps.api.getBalance).toHaveBeenCalledTimes(1);
  });
});

describe('a game left by a page load', () => {
  it('is checked on the next start from the balance kept in session storage', async () => {
    const values = new Map<string, string>([['lobby.playSession', JSON.stringify({ balance: 250 })]]);
    const session = memorySession(values);
    const getBalance = vi.fn(async () => ({ balance: 400, currency_code: 'USD' }));
    const deps = testDeps({ getConfig: vi.fn(async () => ({ casino: testConfig(), player: testPlayer() })), getBalance }, { session });
    const { store } = startApp(deps, testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(store.getState().notifications.items.map((n) => n.kind)).toEqual(['win']));
    expect(values.has('lobby.playSession')).toBe(false);
  });

  it('is not checked again once checked', async () => {
    const deps = testDeps({ getConfig: vi.fn(async () => ({ casino: testConfig(), player: testPlayer() })) });
    const { store } = startApp(deps, testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(selectUnread(store.getState())).not.toBeNull());
    expect(store.getState().notifications.items).toEqual([]);
  });
});

describe('a game launched before the start-up finished', () => {
  it('is checked when it ends, not taken for one left by an earlier page', async () => {
    const values = new Map<string, string>();
    const session = memorySession(values);
    const player = testPlayer();
    const before = player.balances.balance ?? 0;
    let catalogArrives: () => void = () => {};
    const base = testDeps();
    const getGames = vi.fn(async (...args: Parameters<typeof base.api.getGames>) => {
      await new Promise<void>((resolve) => {
        catalogArrives = resolve;
      });
      return base.api.getGames(...args);
    });
    const getBalance = vi.fn(async () => ({ balance: before + 1_000, currency_code: 'USD' }));
    const deps = testDeps({ getConfig: vi.fn(async () => ({ casino: testConfig(), player })), getGames, getBalance }, { session });
    const { store } = startApp(deps, testStart('fusion'), prefs, null);
    await vi.waitFor(() => expect(selectConfig(store.getState())).not.toBeNull());
    await vi.waitFor(() => expect(getGames).toHaveBeenCalled());
    store.dispatch(gameStarted());
    catalogArrives();
    await vi.waitFor(() => expect(store.getState().session.status).toBe('ready'));
    expect(store.getState().play.active).toBe(true);
    store.dispatch(gameEnded());
    await vi.waitFor(() => expect(store.getState().notifications.items.map((n) => n.kind)).toEqual(['win']));
  });
});

describe('a page restored from the back-forward cache', () => {
  it('checks the game that was left', async () => {
    const values = new Map<string, string>();
    const session = memorySession(values);
    const getBalance = vi
      .fn()
      .mockResolvedValueOnce({ balance: 250, currency_code: 'USD' })
      .mockResolvedValue({ balance: 100, currency_code: 'USD' });
    const deps = testDeps({ getConfig: vi.fn(async () => ({ casino: testConfig(), player: testPlayer() })), getBalance }, { session });
    const events = new EventTarget();
    const { store } = startApp(deps, testStart('fusion'), prefs, events);
    await vi.waitFor(() => expect(selectBalance(store.getState())?.balance).toBe(250));
    values.set('lobby.playSession', JSON.stringify({ balance: 250 }));
    const restored = Object.assign(new Event('pageshow'), { persisted: true });
    events.dispatchEvent(restored);
    await vi.waitFor(() => expect(store.getState().notifications.items.map((n) => n.kind)).toEqual(['lose']));
  });
});
