import { describe, expect, it, vi } from 'vitest';
import { testDeps } from '../testing/test-deps.ts';
import { testDataLayer } from '../testing/test-store.ts';
import { createAppStore } from './store.ts';

/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the store’s data layer', () => {
  it('is asked for at the first screen’s turn, not before', async () => {
    let turn: () => void = () => undefined;
    const firstScreenTurn = vi.fn(() => new Promise<void>((resolve) => (turn = resolve)));
    const layer = testDataLayer();
    const loadDataLayer = vi.fn(async () => layer);
    const { store } = createAppStore(testDeps({}, { firstScreenTurn }), { loadDataLayer });
    const loading = store.dataLayer.load();
    await settle();
    expect(firstScreenTurn).toHaveBeenCalledTimes(1);
    expect(loadDataLayer).not.toHaveBeenCalled();
    turn();
    await expect(loading).resolves.toBe(layer);
    expect(loadDataLayer).toHaveBeenCalledTimes(1);
    expect(store.getState().lobbyApi).toBeDefined();
  });
});
