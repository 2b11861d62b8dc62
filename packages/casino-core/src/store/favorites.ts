import { createAction } from '@reduxjs/toolkit';
import { favoriteKey, isFavorite, type GameRef } from '@lobby/domain';
import type { DataLayerHost } from './data-layer-host.ts';
import { errorKind } from './failure.ts';
import { favoritesLoaded } from './account-slice.ts';
import { applyChange, favoriteQueued, favoriteSettled } from './favorites-slice.ts';
import { noticeShown } from './notifications-slice.ts';
import type { AppStartListening } from './store.ts';

/** The player pressed a favorite heart. */
export const favoriteToggleRequested = createAction<{ game: GameRef; name: string }>('favorites/toggleRequested');
/** Add a favorite (the `?fav=` flow); nothing happens when it is one already. */
export const favoriteAddRequested = createAction<{ game: GameRef; name: string }>('favorites/addRequested');

export { favoritesProgressSlice } from './favorites-slice.ts';

/**
 * The toggle: the heart flips at once and is marked processing; the server's list then replaces
 * ours, or the change is undone with a notice. A press while the heart's call is pending is
 * ignored, so a double click sends one request. Saves go one after another: each answer is the
 * whole list, and a controller that reads, changes and writes that list could lose one of two
 * saves made at the same moment.
 */
export function addFavoriteListeners(startListening: AppStartListening, dataLayer: DataLayerHost): void {
  let queue: Promise<void> = Promise.resolve();
  startListening({
    predicate: (action) => favoriteToggleRequested.match(action) || favoriteAddRequested.match(action),
    effect: async (action, api) => {
      const { game, name } = (action as ReturnType<typeof favoriteToggleRequested>).payload;
      const key = favoriteKey(game);
      const state = api.getState();
      if (state.session.player === null || state.favoritesProgress.pending.some((change) => change.key === key)) return;
      const adding = !isFavorite(state.account.favorites, game);
      if (!adding && favoriteAddRequested.match(action)) return;
      const change = { key, game, adding };
      api.dispatch(favoriteQueued({ game, adding }));
      api.dispatch(favoritesLoaded(applyChange(state.account.favorites, change)));
      const save = async () => {
        if (api.getState().session.player === null) return;
        const params = { action: adding ? 'add' : 'remove', game: game.shortname, provider: game.provider } as const;
        const { favoritesApi } = await dataLayer.load();
        const answer = await api.dispatch(favoritesApi.endpoints.setFavorite.initiate(params)).unwrap();
        if (!answer.success) throw new Error('the controller refused the favorite');
        if (adding) api.dispatch(noticeShown('favorite_add', { name }));
      };
      const run = async () => {
        try {
          await save();
        } catch (error) {
          // The data layer has already ended the session on a 401.
          if (errorKind(error) !== 'auth') {
            api.dispatch(favoritesLoaded(applyChange(api.getState().account.favorites, { ...change, adding: !adding })));
            api.extra.log('favorite could not be saved', error);
            api.dispatch(noticeShown('favorite_failed', { name }));
          }
        } finally {
          api.dispatch(favoriteSettled(key));
        }
      };
      const mine = queue.then(run);
      queue = mine;
      await mine;
    },
  });
}
