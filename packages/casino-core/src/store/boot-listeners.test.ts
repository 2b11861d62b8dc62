import { lazyClient } from '@lobby/api';
import { describe, expect, it, vi } from 'vitest';
import { addBootListeners } from './boot-listeners.ts';
import type { DataLayerHost } from './data-layer-host.ts';
import type { LobbyApi } from '../data/calls.ts';
import { bootRequested } from './session-slice.ts';
import { createAppStore } from './store.ts';
import { testDeps } from '../testing/test-deps.ts';
import { testDataLayer } from '../testing/test-store.ts';
import { selectCatalog, selectConfig } from './selectors.ts';

/** A store whose boot reaches the data layer through `host(store's own host)`. */
function storeWith(host: (own: DataLayerHost) => DataLayerHost, deps = testDeps()) {
  const { store, startListening } = createAppStore(deps, { loadDataLayer: async () => testDataLayer() });
  addBootListeners(startListening, host(store.dataLayer), 'fusion');
  return { store, deps };
}

describe('start-up through the data layer', () => {
  it('fails to the error screen when the data layer cannot be fetched, and Retry fetches it', async () => {
    const { store, deps } = storeWith((own) => ({
      load: vi
        .fn<DataLayerHost['load']>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockImplementation(() => own.load()),
      use: own.use,
      get current() {
        return own.current;
      },
    }));
    store.dispatch(bootRequested());
    await vi.waitFor(() => expect(store.getState().session.status).toBe('failed'));
    expect(store.getState().session.failure).toEqual({ kind: 'unreachable', detail: 'Failed to fetch dynamically imported module' });
    expect(deps.api.getConfig).not.toHaveBeenCalled();
    store.dispatch(bootRequested());
    await vi.waitFor(() => expect(store.getState().session.status).toBe('ready'));
    expect(deps.api.getConfig).toHaveBeenCalledTimes(1);
  });

  it('fails to the error screen when the controller client cannot be fetched, and Retry fetches it', async () => {
    // The browser's client is a chunk that loads on its first call (app/browser-deps.ts).
    const healthy = testDeps();
    const load = vi
      .fn<() => Promise<LobbyApi>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(healthy.api);
    const { store } = storeWith((own) => own, { ...healthy, api: lazyClient<LobbyApi>(load) });
    store.dispatch(bootRequested());
    await vi.waitFor(() => expect(store.getState().session.status).toBe('failed'));
    expect(store.getState().session.failure).toEqual({ kind: 'unreachable', detail: 'Failed to fetch dynamically imported module' });
    store.dispatch(bootRequested());
    await vi.waitFor(() => expect(store.getState().session.status).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(healthy.api.getConfig).toHaveBeenCalledTimes(1);
    expect(selectCatalog(store.getState())?.games).toHaveLength(3);
  });

  it('keeps both answers in the data layer cache, their only copy, for the whole visit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { store } = storeWith((own) => own);
      store.dispatch(bootRequested());
      await vi.waitFor(() => expect(store.getState().session.status).toBe('ready'));
      // Long after an unused answer would have gone from the cache.
      await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
      expect(Object.keys(store.getState().lobbyApi?.queries ?? {}).sort()).toEqual(['getConfig', 'getGames']);
      expect(selectCatalog(store.getState())?.games).toHaveLength(3);
      expect(selectConfig(store.getState())?.casino_name).toBe('Test Casino');
      expect(Object.keys(store.getState().session)).not.toContain('config');
    } finally {
      vi.useRealTimers();
    }
  });
});
