import type { ConfigAnswer } from '@lobby/api';
import type { Catalog } from '@lobby/domain';
import type { AppDispatch } from '../store/listening.ts';
import type { CoreLobbyApi } from './data-layer-types.ts';

/** What a fresh read is asked with: never served from the cache; its answer stays there. */
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

/** Reads the configuration afresh through the data layer. */
export const readConfig = (api: CoreLobbyApi, dispatch: AppDispatch, signal?: AbortSignal): Promise<ConfigAnswer> =>
  settled(dispatch(api.endpoints.getConfig.initiate(undefined, FRESH_READ)), signal);

/** Reads the catalog afresh through the data layer; the local database is written once it is shown. */
export const readGames = (api: CoreLobbyApi, dispatch: AppDispatch, signal?: AbortSignal): Promise<Catalog> =>
  settled(dispatch(api.endpoints.getGames.initiate(undefined, FRESH_READ)), signal);
