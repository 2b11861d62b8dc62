import { ControllerError } from '@lobby/api';
import { describe, expect, it, vi } from 'vitest';
import { accountRefreshRequested } from './account-events.ts';
import { languageChosen, themeChosen } from './preferences-slice.ts';
import { defaultLobbyOptions } from '@lobby/domain';
import { bootRequested, firstScreenPainted, laterPartsLoaded, lobbyShown } from './session-slice.ts';
import { startApp } from './start-app.ts';
import { memoryCatalogStore, testCatalog, testConfig, testDeps, testPlayer } from '../testing/test-deps.ts';
import type { AppDeps } from './deps.ts';
import { selectBalance, selectCatalog, selectConfig, selectDfsFlags, selectFavorites, selectPlayer, selectUnread } from './selectors.ts';
import { testStart } from '../testing/test-store.ts';

const prefs = { theme: 'light', language: 'en', languageChosen: false } as const;

async function settle(store: ReturnType<typeof startApp>['store'], until: (s: ReturnType<typeof store.getState>) => boolean) {
  await vi.waitFor(() => expect(until(store.getState())).toBe(true));
  return store.getState();
}

const start = (deps: AppDeps, variant: 'fusion' | 'single-provider' = 'fusion') => startApp(deps, testStart(variant), prefs, null);

/** What the boot gate does once the configuration lets the lobby replace the loading screen. */
async function showLobby(store: ReturnType<typeof startApp>['store']) {
  await settle(store, (s) => selectConfig(s) !== null);
  store.dispatch(lobbyShown());
}

describe('start-up', () => {
  it('loads the configuration, then the games into the local database, then is ready (guest)', async () => {
    const deps = testDeps();
    const { store } = start(deps);
    const state = await settle(store, (s) => s.session.status === 'ready');
    expect(selectPlayer(state)).toBeNull();
    expect(state.session.catalogSource).toBe('network');
    await vi.waitFor(() => expect((deps.catalogStore as ReturnType<typeof memoryCatalogStore>).saved?.games).toHaveLength(3));
    expect(deps.api.getFavorites).not.toHaveBeenCalled();
    expect(deps.api.getBalance).not.toHaveBeenCalled();
  });

  it('fetches favorites, free spins, balance and inbox for a player after load', async () => {
    const deps = testDeps({
      getConfig: vi.fn(async () => ({ casino: testConfig(), player: testPlayer() })),
      getFavorites: vi.fn(async () => [{ shortname: 'game-1', provider: 'acme' }]),
    });
    const { store } = start(deps);
    const state = await settle(store, (s) => selectUnread(s) !== null && selectDfsFlags(s) !== null && selectFavorites(s).length > 0);
    expect(selectBalance(state)?.balance).toBe(99);
    expect(selectUnread(state)).toBe(4);
  });

  it('asks for the configuration while the cached catalog is still being read', async () => {
    const catalogStore = { ...memoryCatalogStore(testCatalog(5)), read: () => new Promise<never>(() => undefined) };
    const deps = testDeps({}, { catalogStore });
    start(deps);
    await vi.waitFor(() => expect(deps.api.getConfig).toHaveBeenCalledTimes(1));
  });

  it('shows a cached catalog at once and keeps it when the fresh load fails', async () => {
    const catalogStore = memoryCatalogStore(testCatalog(5));
    const deps = testDeps(
      {
        getGames: vi.fn(async () =>
          Promise.reject(new ControllerError({ kind: 'http', action: 'getgames', message: 'http', status: 503 })),
        ),
      },
      { catalogStore },
    );
    const { store } = start(deps);
    await showLobby(store);
    const state = await settle(store, (s) => s.session.status === 'ready');
    expect(state.session.catalogSource).toBe('cache');
    expect(selectCatalog(state)?.games).toHaveLength(5);
  });

  it('with a cached catalog on screen, asks for the fresh one once the lobby has shown it', async () => {
    const deps = testDeps({}, { catalogStore: memoryCatalogStore(testCatalog(5)) });
    const { store } = start(deps);
    await settle(store, (s) => selectConfig(s) !== null && s.session.catalogSource === 'cache');
    expect(deps.api.getGames).not.toHaveBeenCalled();
    store.dispatch(lobbyShown());
    const state = await settle(store, (s) => s.session.status === 'ready');
    expect(state.session.catalogSource).toBe('network');
    expect(deps.api.getGames).toHaveBeenCalledTimes(1);
  });

  it('makes the app installable once the parts after the first screen have loaded, and once only', async () => {
    const deps = testDeps();
    const { store } = start(deps);
    await settle(store, (s) => s.session.status === 'ready');
    store.dispatch(lobbyShown());
    store.dispatch(firstScreenPainted());
    expect(deps.installApp).not.toHaveBeenCalled();
    store.dispatch(laterPartsLoaded());
    store.dispatch(laterPartsLoaded());
    expect(deps.installApp).toHaveBeenCalledTimes(1);
  });

  it('makes the app installable when start-up fails to its error screen too', async () => {
    const getConfig = vi.fn().mockRejectedValue(new ControllerError({ kind: 'http', action: 'getconfig', message: 'http', status: 503 }));
    const deps = testDeps({ getConfig });
    const { store } = start(deps);
    await settle(store, (s) => s.session.status === 'failed');
    expect(deps.installApp).toHaveBeenCalledTimes(1);
  });

  it('asks for it after a bounded wait when the lobby never shows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const deps = testDeps({}, { catalogStore: memoryCatalogStore(testCatalog(5)) });
      const { store } = start(deps);
      // Fake timers: the promise callbacks run as the clock advances by nothing.
      while (store.getState().session.catalogSource !== 'cache') await vi.advanceTimersByTimeAsync(0);
      await vi.advanceTimersByTimeAsync(defaultLobbyOptions.freshCatalogAfterPaintMaxMs - 1);
      expect(deps.api.getGames).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      while (store.getState().session.status !== 'ready') await vi.advanceTimersByTimeAsync(0);
      expect(store.getState().session.catalogSource).toBe('network');
      expect(store.getState().session.lobbyShown).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait for a cached catalog whose read never answers (a blocked database)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const catalogStore = { ...memoryCatalogStore(testCatalog(5)), read: () => new Promise<never>(() => undefined) };
      const deps = testDeps({}, { catalogStore });
      const { store } = start(deps);
      while (selectConfig(store.getState()) === null) await vi.advanceTimersByTimeAsync(0);
      expect(deps.api.getGames).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(defaultLobbyOptions.cachedCatalogReadMaxMs);
      while (store.getState().session.status !== 'ready') await vi.advanceTimersByTimeAsync(0);
      expect(store.getState().session.catalogSource).toBe('network');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['unreachable', new ControllerError({ kind: 'http', action: 'getconfig', message: 'http', status: 503 }), false],
    ['garbled', new ControllerError({ kind: 'decode', action: 'getconfig', message: 'decode' }), false],
    ['offline', new ControllerError({ kind: 'network', action: 'getconfig', message: 'network' }), true],
  ] as const)('fails as %s, and Retry recovers', async (kind, error, offline) => {
    const getConfig = vi.fn().mockRejectedValueOnce(error).mockResolvedValue({ casino: testConfig(), player: null });
    const deps = testDeps({ getConfig }, { isOffline: () => offline });
    const { store } = start(deps);
    const failed = await settle(store, (s) => s.session.status === 'failed');
    expect(failed.session.failure?.kind).toBe(kind);
    store.dispatch(bootRequested());
    expect(store.getState().session.retrying).toBe(true);
    await settle(store, (s) => s.session.status === 'ready');
  });

  it('refuses a controller of the other variant', async () => {
    const deps = testDeps({ getConfig: vi.fn(async () => ({ casino: testConfig({ is_fusion: false }), player: null })) });
    const { store } = start(deps, 'fusion');
    const state = await settle(store, (s) => s.session.status === 'failed');
    expect(state.session.failure?.kind).toBe('misconfigured');
  });

  it('continues as a guest when a player call answers 401', async () => {
    const getConfig = vi
      .fn()
      .mockResolvedValueOnce({ casino: testConfig(), player: testPlayer() })
      .mockResolvedValue({ casino: testConfig(), player: null });
    const deps = testDeps({
      getConfig,
      getBalance: vi.fn(async () =>
        Promise.reject(new ControllerError({ kind: 'auth', action: 'getBalance', message: 'auth', status: 401 })),
      ),
    });
    const { store } = start(deps);
    await settle(store, (s) => s.session.status === 'ready');
    const state = await settle(store, (s) => selectPlayer(s) === null && getConfig.mock.calls.length === 2);
    expect(selectBalance(state)).toBeNull();
    expect(selectFavorites(state)).toEqual([]);
  });

  it('refreshes balance and inbox on request', async () => {
    const getBalance = vi
      .fn()
      .mockResolvedValueOnce({ balance: 10, currency_code: 'USD' })
      .mockResolvedValue({ balance: 250, currency_code: 'USD' });
    const deps = testDeps({ getConfig: vi.fn(async () => ({ casino: testConfig(), player: testPlayer() })), getBalance });
    const { store } = start(deps);
    await settle(store, (s) => selectBalance(s)?.balance === 10);
    store.dispatch(accountRefreshRequested());
    await settle(store, (s) => selectBalance(s)?.balance === 250);
  });
});

describe('preferences', () => {
  it('stores the theme and applies it to the document', () => {
    const deps = testDeps();
    const { store } = start(deps);
    store.dispatch(themeChosen('dark'));
    expect(deps.preferences.theme.read()).toBe('dark');
    expect(deps.applyDocument).toHaveBeenCalledWith({ theme: 'dark' });
  });

  it('takes the configured language unless the player chose one', async () => {
    const deps = testDeps({ getConfig: vi.fn(async () => ({ casino: testConfig({ language: 'fr' }), player: null })) });
    const { store } = start(deps);
    await settle(store, (s) => s.preferences.language === 'fr');
    store.dispatch(languageChosen('es'));
    expect(deps.preferences.language.read()).toBe('es');
    expect(store.getState().preferences.language).toBe('es');
  });

  it('takes the language of the configuration read again after the session ended', async () => {
    const getConfig = vi
      .fn()
      .mockResolvedValueOnce({ casino: testConfig({ language: 'fr' }), player: testPlayer() })
      .mockResolvedValue({ casino: testConfig({ language: 'es' }), player: null });
    const auth = new ControllerError({ kind: 'auth', action: 'getBalance', message: 'auth', status: 401 });
    const deps = testDeps({ getConfig, getBalance: vi.fn(async () => Promise.reject(auth)) });
    const { store } = start(deps);
    await settle(store, (s) => s.preferences.language === 'es' && getConfig.mock.calls.length === 2);
    expect(selectPlayer(store.getState())).toBeNull();
    expect(vi.mocked(deps.applyDocument).mock.calls).toEqual([[{ language: 'fr' }], [{ language: 'es' }]]);
  });

  it('keeps a stored language over the configured one', async () => {
    const deps = testDeps({ getConfig: vi.fn(async () => ({ casino: testConfig({ language: 'fr' }), player: null })) });
    deps.preferences.language.write('de');
    const { store } = startApp(deps, testStart('fusion'), { theme: 'light', language: 'de', languageChosen: true }, null);
    await settle(store, (s) => s.session.status === 'ready');
    expect(store.getState().preferences.language).toBe('de');
  });
});

describe('a start-up call that never answers', () => {
  it('ends in the error screen within the start-up deadline, and Retry starts again', async () => {
    vi.useFakeTimers();
    try {
      const hanging = vi.fn(
        ({ signal }: { signal?: AbortSignal } = {}) =>
          new Promise<never>((_resolve, reject) => {
            signal?.addEventListener('abort', () =>
              reject(new ControllerError({ kind: 'aborted', action: 'getconfig', message: 'aborted' })),
            );
          }),
      );
      const getConfig = vi.fn().mockImplementationOnce(hanging).mockResolvedValue({ casino: testConfig(), player: null });
      const { store } = start(testDeps({ getConfig }));
      await vi.advanceTimersByTimeAsync(defaultLobbyOptions.bootDeadlineMs - 1);
      expect(store.getState().session.status).toBe('booting');
      await vi.advanceTimersByTimeAsync(1);
      expect(store.getState().session).toMatchObject({ status: 'failed', failure: { kind: 'unreachable' } });
      expect(defaultLobbyOptions.bootDeadlineMs).toBeLessThanOrEqual(20_000);
      store.dispatch(bootRequested());
      await vi.advanceTimersByTimeAsync(0);
      await vi.waitFor(() => expect(store.getState().session.status).toBe('ready'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails a getgames answer without games when there is no cached catalog, and keeps a cached one', async () => {
    const invalid = new ControllerError({
      kind: 'invalid',
      action: 'getgames',
      message: 'getgames: unexpected answer (games: expected a list of games)',
    });
    const bare = testDeps({ getGames: vi.fn(async () => Promise.reject(invalid)) });
    const failed = await settle(start(bare).store, (s) => s.session.status === 'failed');
    expect(failed.session.failure?.kind).toBe('garbled');

    const cached = testDeps({ getGames: vi.fn(async () => Promise.reject(invalid)) }, { catalogStore: memoryCatalogStore(testCatalog(4)) });
    const withCache = start(cached).store;
    await showLobby(withCache);
    const ready = await settle(withCache, (s) => s.session.status === 'ready');
    expect(selectCatalog(ready)?.games).toHaveLength(4);
  });
});
