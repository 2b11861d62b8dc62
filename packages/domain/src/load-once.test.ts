import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('runs the load once and shares its promise', async () => {
    const load = vi.fn(async () => 'module');
    const loaded = loadOnce(load);
    const [a, b] = await Promise.all([loaded(), loaded()]);
    expect([a, b, await loaded()]).toEqual(['module', 'module', 'module']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs it again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const loaded = loadOnce(load);
    await expect(loaded()).rejects.toThrow('offline');
    await expect(loaded()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
