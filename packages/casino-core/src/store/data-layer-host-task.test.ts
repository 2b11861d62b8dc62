import { describe, expect, it, vi } from 'vitest';
import { dataLayerHost } from './data-layer-host.ts';

// The data layer's module, seen only as "evaluated", and a next task the test lets through.
const seen = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { evaluated: vi.fn(), gate, release: () => release() };
});
vi.mock('../data/data-layer.ts', () => {
  seen.evaluated();
  return { marker: 'the data layer' };
});
vi.mock('../platform/next-task.ts', () => ({ nextTask: () => seen.gate }));

/** Lets every pending promise callback run (a dynamic import takes a few). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('dataLayerHost, by default', () => {
  it('asks for the data layer in a task of its own, after the one that starts the app', async () => {
    const install = vi.fn();
    const host = dataLayerHost(install);
    const loading = host.load();
    await settle();
    expect(seen.evaluated).not.toHaveBeenCalled();
    seen.release();
    await expect(loading).resolves.toMatchObject({ marker: 'the data layer' });
    expect(seen.evaluated).toHaveBeenCalledTimes(1);
    expect(install).toHaveBeenCalledTimes(1);
  });
});
