import { describe, expect, it, vi } from 'vitest';
import { lazyCalls, lazyClient } from './lazy-calls.ts';

type Calls = { readonly double: (n: number) => Promise<number>; readonly hello: () => Promise<string> };

describe('lazyCalls', () => {
  it('loads the module once, on the first call, and forwards arguments', async () => {
    const load = vi.fn(async (): Promise<Calls> => ({ double: async (n) => n * 2, hello: async () => 'hi' }));
    const calls = lazyCalls<Calls>(['double', 'hello'], load);
    expect(load).not.toHaveBeenCalled();
    expect(await calls.double(21)).toBe(42);
    expect(await calls.hello()).toBe('hi');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after a failure', async () => {
    const load = vi
      .fn<() => Promise<Calls>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ double: async (n) => n * 2, hello: async () => 'hi' });
    const calls = lazyCalls<Calls>(['double', 'hello'], load);
    await expect(calls.double(1)).rejects.toThrow('dynamically imported');
    expect(await calls.double(2)).toBe(4);
  });
});

describe('lazyClient', () => {
  it('fetches the client on the first call of any method, once, and is no thenable', async () => {
    const client = { add: vi.fn(async (a: number, b: number) => a + b), name: vi.fn(async () => 'client') };
    const load = vi.fn(async () => client);
    const lazy = lazyClient<typeof client>(load);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy.add(2, 3)).resolves.toBe(5);
    await expect(lazy.name()).resolves.toBe('client');
    expect(lazy.add).toBe(lazy.add);
    expect(load).toHaveBeenCalledTimes(1);
    expect((lazy as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(lazy)).resolves.toBe(lazy);
  });
});
