import type { ConfigAnswer } from '@lobby/api';
import { type Catalog, sameData } from '@lobby/domain';
import { nextTask } from '../platform/next-task.ts';
import type { AppDeps } from '../store/deps.ts';
import type { RootState } from '../store/root-state.ts';
import { selectCatalog } from '../store/selectors.ts';
import { byName, CACHE_LIFETIME, type LobbyEndpointBuilder } from './base-query.ts';

/**
 * Start-up's two reads. Their answers stay in the cache for the whole visit: the shell and every
 * list read them there. Each read asks afresh (`boot-reads.ts`).
 */
export const bootEndpoints = (build: LobbyEndpointBuilder) => ({
  /** The casino's configuration and the player (null for a guest): at start-up, and again when the session ends. */
  getConfig: build.query<ConfigAnswer, void>({
    query: () => ({ call: (api, signal) => api.getConfig({ signal }) }),
    serializeQueryArgs: byName,
    keepUnusedDataFor: CACHE_LIFETIME.always,
  }),
  /**
   * The whole catalog, reloaded on every load and stored in the local database for the next visit.
   * The catalog a visit shows first is the local database's, put into the cache by start-up.
   */
  getGames: build.query<Catalog, void>({
    queryFn: async (_arg, api, _extra, baseQuery) => {
      const answer = await baseQuery({ call: (client, signal) => client.getGames({ signal }) });
      if (answer.error) return { error: answer.error };
      const fresh = answer.data as Catalog;
      // A fresh catalog equal to the one shown keeps that object: nothing built from it (rows,
      // cards, search index) is built again, and nothing on the screen changes. Up to 20,000
      // games: frozen at the top, so the store's checks stop there instead of walking every game.
      const shown = selectCatalog(api.getState() as RootState);
      return { data: shown !== null && sameData(shown, fresh) ? shown : Object.freeze(fresh) };
    },
    serializeQueryArgs: byName,
    structuralSharing: false,
    keepUnusedDataFor: CACHE_LIFETIME.always,
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
});
