import type { SetFavoriteParams, SetFavoriteResult } from '@lobby/api';
import type { GameRef } from '@lobby/domain';
import { favoritesAnswered, favoritesCallStarted } from '../store/favorites-slice.ts';
import type { RootState } from '../store/root-state.ts';
import { selectAnsweredFavorites } from '../store/selectors.ts';
import { byName, type LobbyEndpointBuilder } from './base-query.ts';

/** What a favorites read answered: the list, and the call it answered (not newer than the one shown: stale). */
interface FavoritesMeta {
  readonly seq: number;
  readonly stale: boolean;
}

/**
 * The player's favorites. Reads and writes share one order: every call takes the next number as
 * it starts, and an answer is put into the cache only when it is newer than the one there, so an
 * older list arriving late never replaces a newer one. A toggle invalidates the list, which is
 * read again once every call has settled; the toggles under way are laid over the list by the
 * selector (`selectFavorites`), not written into it.
 */
export const favoritesEndpoints = (build: LobbyEndpointBuilder) => ({
  getFavorites: build.query<readonly GameRef[], void>({
    queryFn: async (_arg, api, _extra, baseQuery) => {
      api.dispatch(favoritesCallStarted(undefined));
      const seq = (api.getState() as RootState).favoritesProgress.issued;
      const answer = await baseQuery({ call: (client, signal) => client.getFavorites({ signal }) });
      if (answer.error) return { error: answer.error };
      const state = api.getState() as RootState;
      const stale = seq <= state.favoritesProgress.applied;
      const meta: FavoritesMeta = { seq, stale };
      return { data: stale ? selectAnsweredFavorites(state) : (answer.data as GameRef[]), meta };
    },
    serializeQueryArgs: byName,
    providesTags: ['Favorites'],
    async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
      const outcome = await queryFulfilled.catch(() => null);
      const meta = outcome?.meta as FavoritesMeta | undefined;
      if (meta && !meta.stale) dispatch(favoritesAnswered({ seq: meta.seq }));
    },
  }),
  /** The favorite toggle; its answer's list goes into the cache through the toggle's listener (`store/favorites.ts`), in order. */
  setFavorite: build.mutation<SetFavoriteResult, SetFavoriteParams>({
    query: (params) => ({ call: (api, signal) => api.setFavorite(params, { signal }) }),
    invalidatesTags: (result) => (result?.success ? ['Favorites'] : []),
  }),
});
