import 'fake-indexeddb/auto';
import type { Catalog } from '@lobby/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCatalog } from '../testing/test-deps.ts';
import { indexedDbCatalogStore } from './catalog-store.ts';

const catalog = (count: number): Catalog => ({ ...testCatalog(count), total_jackpot: 12345.5 });

let dbIndex = 0;
const freshName = () => `catalog-test-${dbIndex++}`;

afterEach(() => vi.unstubAllGlobals());

describe('indexedDbCatalogStore', () => {
  it('has nothing before the first save', async () => {
    const store = indexedDbCatalogStore(freshName(), vi.fn());
    expect(await store.read()).toBeNull();
    expect(await store.savedAt()).toBeNull();
  });

  it('replaces the stored catalog entirely', async () => {
    const store = indexedDbCatalogStore(freshName(), vi.fn());
    await store.replace(catalog(30), 1000);
    await store.replace(catalog(5), 2000);
    const read = await store.read();
    expect(read?.games.map((g) => g.id)).toEqual([1, 2, 3, 4, 5]);
    expect(read?.total_jackpot).toBe(12345.5);
    expect(read?.providers).toHaveLength(1);
    expect(await store.savedAt()).toBe(2000);
  });

  it('degrades to no cache when IndexedDB is missing', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const log = vi.fn();
    const store = indexedDbCatalogStore(freshName(), log);
    await store.replace(catalog(3), 1);
    expect(await store.read()).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('degrades to no cache when opening throws (private mode)', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const log = vi.fn();
    const store = indexedDbCatalogStore(freshName(), log);
    await expect(store.replace(catalog(3), 1)).resolves.toBeUndefined();
    expect(await store.read()).toBeNull();
    expect(log).toHaveBeenCalledWith('catalog database could not be opened', expect.any(DOMException));
  });

  it('degrades to no cache when reading window.indexedDB throws (privacy modes)', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'indexedDB');
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      get() {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      },
    });
    try {
      const log = vi.fn();
      const store = indexedDbCatalogStore(freshName(), log);
      await expect(store.replace(catalog(3), 1)).resolves.toBeUndefined();
      await expect(store.read()).resolves.toBeNull();
      await expect(store.savedAt()).resolves.toBeNull();
      expect(log).toHaveBeenCalledWith('IndexedDB is not available; the catalog stays in memory', null);
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'indexedDB', descriptor);
    }
  });

  it('logs an aborted write once and leaves no unhandled rejection behind', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const put = IDBObjectStore.prototype.put;
    const spy = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      const request = put.apply(this, args);
      // The quota runs out after the first game: the browser aborts the whole transaction.
      if (this.transaction.error === null && this.name === 'games') this.transaction.abort();
      return request;
    });
    try {
      const log = vi.fn();
      const store = indexedDbCatalogStore(freshName(), log);
      await expect(store.replace(catalog(600), 1)).resolves.toBeUndefined();
      spy.mockRestore();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(log).toHaveBeenCalledWith('catalog write failed', expect.anything());
      expect(unhandled).toEqual([]);
    } finally {
      spy.mockRestore();
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
