import type { ConfigAnswer } from '@lobby/api';
import type { Catalog } from '@lobby/domain';
import { nextTask } from '../platform/next-task.ts';
import type { AppDeps } from '../store/deps.ts';
import type { AppDispatch } from '../store/store.ts';
import { CACHE_LIFETIME, lobbyApi } from './lobby-api.ts';

/**
 * Start-up's two reads. Their answers live in the session and catalog slices (the shell and every
 * list read them there), so the cache keeps neither: each read is asked afresh and forgotten.
 */
export const bootApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    /** The casino's configuration and the player (null for a guest): at start-up, and again when the session ends. */
    getConfig: build.query<ConfigAnswer, void>({
      query: () => ({ call: (api, signal) => api.getConfig({ signal }) }),
      keepUnusedDataFor: CACHE_LIFETIME.none,
    }),
    /** The whole catalog, reloaded on every load; stored in the local database for the next visit. */
    getGames: build.query<Catalog, void>({
      query: () => ({ call: (api, signal) => api.getGames({ signal }) }),
      // Up to 20,000 games: frozen at the top, the store's drafts stop there instead of walking every
      // game, and no answer is compared with the last one (the catalog slice does that once).
      transformResponse: (catalog: Catalog) => Object.freeze(catalog),
      structuralSharing: false,
      keepUnusedDataFor: CACHE_LIFETIME.none,
      async onQueryStarted(_arg, { queryFulfilled, extra }) {
        let fresh: Catalog;
        try {
          fresh = (await queryFulfilled).data;
        } catch {
          return; // start-up says what failed; the local database keeps the previous catalog
        }
        // Written after the lobby shows it: the next visit needs the local database, this one does not.
        await nextTask();
        const { catalogStore, now } = extra as AppDeps;
        await catalogStore.replace(fresh, now());
      },
    }),
  }),
});

/** What a fresh read is asked with: not served from the cache, and not kept there. */
const FRESH_READ = { subscribe: false, forceRefetch: true } as const;

/** A request as `initiate` returns it, reduced to what `settled` needs. */
interface Request<T> {
  abort(): void;
  unwrap(): Promise<T>;
}

/** The answer of `request`, aborted with `signal`; rejects with the endpoint's error (plain data, with `kind`). */
async function settled<T>(request: Request<T>, signal?: AbortSignal): Promise<T> {
  const abort = () => request.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    return await request.unwrap();
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}

/** Reads the configuration through the data layer. */
export const readConfig = (dispatch: AppDispatch, signal?: AbortSignal): Promise<ConfigAnswer> =>
  settled(dispatch(bootApi.endpoints.getConfig.initiate(undefined, FRESH_READ)), signal);

/** Reads the catalog through the data layer; the local database is written once it is shown. */
export const readGames = (dispatch: AppDispatch, signal?: AbortSignal): Promise<Catalog> =>
  settled(dispatch(bootApi.endpoints.getGames.initiate(undefined, FRESH_READ)), signal);
