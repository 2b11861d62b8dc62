import 'fake-indexeddb/auto';
import type { Catalog } from '@lobby/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCatalog } from '../store/test-deps.ts';
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
});
