import type { SetFavoriteParams, SetFavoriteResult } from '@lobby/api';
import { favoriteKey, type GameRef } from '@lobby/domain';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { favoritesAnswered, favoritesCallStarted, withPendingChanges } from '../store/favorites-slice.ts';
import type { RootState } from '../store/store.ts';
import { lobbyApi } from './lobby-api.ts';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Starts a favorites call in order and shows its answer only if no newer one was shown meanwhile. */
async function inOrder(
  key: string | undefined,
  tools: { dispatch: Dispatch; getState: () => unknown; queryFulfilled: Promise<{ data: unknown }> },
  listOf: (data: never) => readonly GameRef[] | null,
): Promise<void> {
  tools.dispatch(favoritesCallStarted(key));
  const seq = (tools.getState() as RootState).favoritesProgress.issued;
  let favorites: readonly GameRef[] | null;
  try {
    favorites = listOf((await tools.queryFulfilled).data as never);
  } catch {
    return; // Failures are the caller's to report.
  }
  const progress = (tools.getState() as RootState).favoritesProgress;
  if (favorites === null || seq <= progress.applied) return;
  tools.dispatch(favoritesAnswered({ seq, favorites: withPendingChanges(favorites, progress.pending, seq) }));
}

/**
 * The player's favorites. Reads and writes share one order: the newest answer wins, whichever
 * arrives last. A toggle invalidates the list, which is read again once every call has settled.
 */
export const favoritesApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getFavorites: build.query<GameRef[], void>({
      query: () => ({ call: (api, signal) => api.getFavorites({ signal }) }),
      providesTags: ['Favorites'],
      onQueryStarted: (_arg, tools) => inOrder(undefined, tools, (data: GameRef[]) => data),
    }),
    setFavorite: build.mutation<SetFavoriteResult, SetFavoriteParams>({
      query: (params) => ({ call: (api, signal) => api.setFavorite(params, { signal }) }),
      invalidatesTags: (result) => (result?.success ? ['Favorites'] : []),
      onQueryStarted: (params, tools) =>
        inOrder(favoriteKey({ shortname: params.game, provider: params.provider }), tools, (data: SetFavoriteResult) =>
          data.success ? data.favorites : null,
        ),
    }),
  }),
});
