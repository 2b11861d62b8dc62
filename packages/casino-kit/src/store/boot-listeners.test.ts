// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { addBootListeners } from './boot-listeners.ts';
import type { DataLayerHost } from './data-layer-host.ts';
import { bootRequested } from './session-slice.ts';
import { createAppStore } from './store.ts';
import { testDeps } from './test-deps.ts';

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

  it('keeps neither answer in the data layer cache once start-up has them', async () => {
    const { store } = storeWith((own) => own);
    store.dispatch(bootRequested());
    await vi.waitFor(() => expect(store.getState().session.status).toBe('ready'));
    expect(store.getState().catalog.catalog?.games).toHaveLength(3);
    await vi.waitFor(() => expect(Object.keys(store.getState().lobbyApi?.queries ?? {})).toEqual([]));
  });
});
