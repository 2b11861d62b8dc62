import { describe, expect, it, vi } from 'vitest';
import { testDeps } from '../testing/test-deps.ts';
import { testDataLayer } from '../testing/test-store.ts';
import { createAppStore } from './store.ts';

// A next task the test lets through.
const seen = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release: () => release() };
});
vi.mock('../platform/next-task.ts', () => ({ nextTask: () => seen.gate }));

/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the store’s data layer', () => {
  it('is asked for in a task of its own, after the one that starts the app', async () => {
    const layer = testDataLayer();
    const loadDataLayer = vi.fn(async () => layer);
    const { store } = createAppStore(testDeps(), { loadDataLayer });
    const loading = store.dataLayer.load();
    await settle();
    expect(loadDataLayer).not.toHaveBeenCalled();
    seen.release();
    await expect(loading).resolves.toBe(layer);
    expect(loadDataLayer).toHaveBeenCalledTimes(1);
    expect(store.getState().lobbyApi).toBeDefined();
  });
});
