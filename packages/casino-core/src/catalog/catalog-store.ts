import type { Catalog } from '@lobby/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** Games written per slice of the catalog write. */
const WRITE_SLICE = 250;

/** The local game database: the last catalog the controller sent. */
export interface CatalogStore {
  /** The stored catalog, or null when there is none (or the database is unavailable). */
  read(): Promise<Catalog | null>;
  /** Resets the database and stores `catalog` in its place. */
  replace(catalog: Catalog, savedAt: number): Promise<void>;
  /** When the stored catalog was saved (epoch ms), or null. */
  savedAt(): Promise<number | null>;
}

type TaxonKey = 'providers' | 'themes' | 'features' | 'categories';

interface CatalogSchema extends DBSchema {
  games: { key: number; value: Catalog['games'][number] };
  providers: { key: number; value: Catalog['providers'][number] };
  themes: { key: number; value: Catalog['themes'][number] };
  features: { key: number; value: Catalog['features'][number] };
  categories: { key: number; value: Catalog['categories'][number] };
  meta: { key: string; value: { key: string; value: number | null } };
}

const STORES = ['games', 'providers', 'themes', 'features', 'categories', 'meta'] as const;
const TAXA: readonly TaxonKey[] = ['providers', 'themes', 'features', 'categories'];
const VERSION = 1;

/**
 * A request whose failure the transaction reports: when the transaction aborts (quota, eviction, a
 * closing database), every pending request rejects too, and each would be an unhandled rejection.
 */
function settled(request: Promise<unknown>): Promise<unknown> {
  return request.catch(() => undefined);
}

/** Logs a database failure; the app keeps working from memory. */
export type CatalogLog = (message: string, error: unknown) => void;

/**
 * An IndexedDB catalog store (via idb). Every failure (no IndexedDB, private mode, quota, a blocked
 * upgrade, eviction) is logged and degrades to "no cache": the catalog then lives in memory only.
 */
export function indexedDbCatalogStore(name: string, log: CatalogLog): CatalogStore {
  let opening: Promise<IDBPDatabase<CatalogSchema> | null> | null = null;
  const open = () => {
    opening ??= openCatalog(name, log);
    return opening;
  };
  return {
    async read() {
      const db = await open();
      if (!db) return null;
      try {
        const tx = db.transaction(STORES, 'readonly');
        void settled(tx.done);
        const [games, providers, themes, features, categories, total] = await Promise.all([
          tx.objectStore('games').getAll(),
          tx.objectStore('providers').getAll(),
          tx.objectStore('themes').getAll(),
          tx.objectStore('features').getAll(),
          tx.objectStore('categories').getAll(),
          tx.objectStore('meta').get('total_jackpot'),
        ]);
        if (games.length === 0) return null;
        return { games, providers, themes, features, categories, total_jackpot: total?.value ?? null };
      } catch (error) {
        log('catalog read failed', error);
        return null;
      }
    },
    async replace(catalog, savedAt) {
      const db = await open();
      if (!db) return;
      try {
        const tx = db.transaction(STORES, 'readwrite');
        // Awaited at the end; handled now, in case an abort rejects it while an earlier step is awaited.
        void settled(tx.done);
        await Promise.all(STORES.map((store) => tx.objectStore(store).clear()));
        const gameStore = tx.objectStore('games');
        // Each put clones its game on the main thread: in slices, awaiting the last put of each
        // (its success event is a task of its own, and keeps the transaction alive), other work
        // runs between slices instead of waiting behind one long task.
        for (let start = 0; start < catalog.games.length; start += WRITE_SLICE) {
          let last: Promise<unknown> = Promise.resolve();
          for (const game of catalog.games.slice(start, start + WRITE_SLICE)) last = settled(gameStore.put(game));
          await last;
        }
        for (const store of TAXA) for (const item of catalog[store]) void settled(tx.objectStore(store).put(item));
        void settled(tx.objectStore('meta').put({ key: 'total_jackpot', value: catalog.total_jackpot }));
        void settled(tx.objectStore('meta').put({ key: 'saved_at', value: savedAt }));
        await tx.done;
      } catch (error) {
        log('catalog write failed', error);
      }
    },
    async savedAt() {
      const db = await open();
      if (!db) return null;
      try {
        return (await db.get('meta', 'saved_at'))?.value ?? null;
      } catch (error) {
        log('catalog read failed', error);
        return null;
      }
    },
  };
}

/** The browser's IndexedDB, or null: some privacy modes make merely reading `window.indexedDB` throw. */
function availableIndexedDb(): IDBFactory | null {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDB;
  } catch {
    return null;
  }
}

async function openCatalog(name: string, log: CatalogLog): Promise<IDBPDatabase<CatalogSchema> | null> {
  if (availableIndexedDb() === null) {
    log('IndexedDB is not available; the catalog stays in memory', null);
    return null;
  }
  try {
    const db = await openDB<CatalogSchema>(name, VERSION, {
      upgrade(database) {
        // The catalog is reloaded on every visit, so an upgrade simply starts the stores afresh.
        for (const store of STORES) {
          if (database.objectStoreNames.contains(store)) database.deleteObjectStore(store);
          database.createObjectStore(store, { keyPath: store === 'meta' ? 'key' : 'id' });
        }
      },
      blocked() {
        log('catalog upgrade blocked by another tab', null);
      },
    });
    // Another tab needs a newer schema: step aside rather than block it.
    db.addEventListener('versionchange', () => db.close());
    return db;
  } catch (error) {
    log('catalog database could not be opened', error);
    return null;
  }
}
