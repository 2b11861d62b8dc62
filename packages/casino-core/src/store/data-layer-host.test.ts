import { describe, expect, it, vi } from 'vitest';
import { dataLayerHost } from './data-layer-host.ts';
import { createAppStore } from './store.ts';
import { testDeps } from '../testing/test-deps.ts';
import { testDataLayer } from '../testing/test-store.ts';

const layer = testDataLayer();

describe('data layer host', () => {
  it('loads and installs the data layer once, however often it is asked', async () => {
    const install = vi.fn();
    const importLayer = vi.fn(async () => layer);
    const host = dataLayerHost(install, importLayer);
    expect(host.current).toBeNull();
    const [first, second] = await Promise.all([host.load(), host.load()]);
    expect(first).toBe(layer);
    expect(second).toBe(layer);
    host.use(layer);
    expect(host.current).toBe(layer);
    expect(importLayer).toHaveBeenCalledTimes(1);
    expect(install).toHaveBeenCalledTimes(1);
  });

  it('tries the import again after a failed one (a chunk that could not load while offline)', async () => {
    const importLayer = vi.fn<() => Promise<typeof layer>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(layer);
    const host = dataLayerHost(() => undefined, importLayer);
    await expect(host.load()).rejects.toThrow('offline');
    expect(host.current).toBeNull();
    await expect(host.load()).resolves.toBe(layer);
    expect(importLayer).toHaveBeenCalledTimes(2);
  });

  it('starts a store without the data layer, and the loaded layer answers queries into its cache', async () => {
    const { store } = createAppStore(testDeps(), { loadDataLayer: async () => testDataLayer() });
    expect(store.getState().lobbyApi).toBeUndefined();
    const { lobbyApi } = await store.dataLayer.load();
    await store.dispatch(lobbyApi.endpoints.getBalance.initiate()).unwrap();
    expect(store.getState().lobbyApi?.queries.getBalance?.status).toBe('fulfilled');
    expect(store.getState().lobbyApi?.queries.getBalance?.data).toEqual({ balance: 99, currency_code: 'USD' });
  });
});
