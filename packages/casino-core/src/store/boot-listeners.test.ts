import { lazyCalls } from '@lobby/api';
import { describe, expect, it, vi } from 'vitest';
import { addBootListeners } from './boot-listeners.ts';
import type { DataLayerHost } from './data-layer-host.ts';
import { LOBBY_CALLS, type LobbyApi } from './deps.ts';
import { bootRequested } from './session-slice.ts';
import { createAppStore } from './store.ts';
import { testDeps } from '../testing/test-deps.ts';

/** A store whose boot reaches the data layer through `host(store's own host)`. */
function storeWith(host: (own: DataLayerHost) => DataLayerHost, deps = testDeps()) {
  const { store, startListening } = createAppStore(deps);
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
    const { store } = storeWith((own) => own, { ...healthy, api: lazyCalls<LobbyApi>(LOBBY_CALLS, load) });
    store.dispatch(bootRequested());
    await vi.waitFor(() => expect(store.getState().session.status).toBe('failed'));
    expect(store.getState().session.failure).toEqual({ kind: 'unreachable', detail: 'Failed to fetch dynamically imported module' });
    store.dispatch(bootRequested());
    await vi.waitFor(() => expect(store.getState().session.status).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(healthy.api.getConfig).toHaveBeenCalledTimes(1);
    expect(store.getState().catalog.catalog?.games).toHaveLength(3);
  });

  it('keeps neither answer in the data layer cache once start-up has them', async () => {
    const { store } = storeWith((own) => own);
    store.dispatch(bootRequested());
    await vi.waitFor(() => expect(store.getState().session.status).toBe('ready'));
    expect(store.getState().catalog.catalog?.games).toHaveLength(3);
    await vi.waitFor(() => expect(Object.keys(store.getState().lobbyApi?.queries ?? {})).toEqual([]));
  });
});
