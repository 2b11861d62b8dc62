import { createAction } from '@reduxjs/toolkit';
import { favoriteKey, isFavorite, type GameRef } from '@lobby/domain';
import type { DataLayerHost } from './data-layer-host.ts';
import { errorKind } from './failure.ts';
import { favoriteQueued, favoriteSettled, favoritesAnswered, favoritesCallStarted } from './favorites-slice.ts';
import type { AppStartListening } from './listening.ts';
import { noticeShown } from './notifications-slice.ts';
import { selectFavorites, selectPlayer } from './selectors.ts';

/** The player pressed a favorite heart. */
export const favoriteToggleRequested = createAction<{ game: GameRef; name: string }>('favorites/toggleRequested');
/** Add a favorite (the `?fav=` flow); nothing happens when it is one already. */
export const favoriteAddRequested = createAction<{ game: GameRef; name: string }>('favorites/addRequested');

/**
 * The toggle: the heart flips at once and is marked processing (a pending change the favorites
 * selector lays over the answered list); the server's list then goes into the cache, or the change
 * is dropped (undone) with a notice. A press while the heart's call is pending is ignored, so a
 * double click sends one request. Saves go one after another: each answer is the whole list, and a
 * controller that reads, changes and writes that list could lose one of two saves made at the
 * same moment.
 */
export function addFavoriteListeners(startListening: AppStartListening, dataLayer: DataLayerHost): void {
  let queue: Promise<void> = Promise.resolve();
  startListening({
    predicate: (action) => favoriteToggleRequested.match(action) || favoriteAddRequested.match(action),
    effect: async (action, api) => {
      const { game, name } = (action as ReturnType<typeof favoriteToggleRequested>).payload;
      const key = favoriteKey(game);
      const state = api.getState();
      if (selectPlayer(state) === null || state.favoritesProgress.pending.some((change) => change.key === key)) return;
      const adding = !isFavorite(selectFavorites(state), game);
      if (!adding && favoriteAddRequested.match(action)) return;
      api.dispatch(favoriteQueued({ game, adding }));
      const save = async () => {
        if (selectPlayer(api.getState()) === null) return;
        const params = { action: adding ? 'add' : 'remove', game: game.shortname, provider: game.provider } as const;
        const { lobbyApi } = await dataLayer.load();
        api.dispatch(favoritesCallStarted(key));
        const seq = api.getState().favoritesProgress.issued;
        const answer = await api.dispatch(lobbyApi.endpoints.setFavorite.initiate(params)).unwrap();
        if (!answer.success) throw new Error('the controller refused the favorite');
        // Newer than the list in the cache: it takes that list's place.
        if (seq > api.getState().favoritesProgress.applied) {
          api.dispatch(lobbyApi.util.upsertQueryEntries([{ endpointName: 'getFavorites', arg: undefined, value: answer.favorites }]));
          api.dispatch(favoritesAnswered({ seq }));
        }
        if (adding) api.dispatch(noticeShown('favorite_add', { name }));
      };
      const run = async () => {
        try {
          await save();
        } catch (error) {
          // The data layer has already ended the session on a 401.
          if (errorKind(error) !== 'auth') {
            api.extra.log('favorite could not be saved', error);
            api.dispatch(noticeShown('favorite_failed', { name }));
          }
        } finally {
          // Settled either way: a saved change is in the answered list, a failed one is undone.
          api.dispatch(favoriteSettled(key));
        }
      };
      const mine = queue.then(run);
      queue = mine;
      await mine;
    },
  });
}
