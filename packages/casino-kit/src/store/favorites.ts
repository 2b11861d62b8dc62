import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { favoriteKey, isFavorite, type GameRef } from '@lobby/domain';
import { favoritesLoaded } from './account-slice.ts';
import { isAuthError } from './failure.ts';
import { noticeShown } from './notifications-slice.ts';
import { sessionExpired } from './session-slice.ts';
import type { AppStartListening } from './store.ts';

/** The player pressed a favorite heart. */
export const favoriteToggleRequested = createAction<{ game: GameRef; name: string }>('favorites/toggleRequested');
/** Add a favorite (the `?fav=` flow); nothing happens when it is one already. */
export const favoriteAddRequested = createAction<{ game: GameRef; name: string }>('favorites/addRequested');

/** Favorites with a call under way, by favorite key. */
export const favoritesProgressSlice = createSlice({
  name: 'favoritesProgress',
  initialState: { processing: [] as readonly string[] },
  reducers: {
    favoriteProcessing: (state, action: PayloadAction<string>) => ({ processing: [...state.processing, action.payload] }),
    favoriteSettled: (state, action: PayloadAction<string>) => ({
      processing: state.processing.filter((key) => key !== action.payload),
    }),
  },
});

const { favoriteProcessing, favoriteSettled } = favoritesProgressSlice.actions;

/**
 * The toggle: the heart flips at once and is marked processing; the server's list then replaces
 * ours, or the old list comes back with a notice. A press while the call runs is ignored, so a
 * double click sends one request.
 */
export function addFavoriteListeners(startListening: AppStartListening): void {
  startListening({
    predicate: (action) => favoriteToggleRequested.match(action) || favoriteAddRequested.match(action),
    effect: async (action, api) => {
      const { game, name } = (action as ReturnType<typeof favoriteToggleRequested>).payload;
      const key = favoriteKey(game);
      const state = api.getState();
      if (state.session.player === null || state.favoritesProgress.processing.includes(key)) return;
      const before = state.account.favorites;
      const adding = !isFavorite(before, game);
      if (!adding && favoriteAddRequested.match(action)) return;
      api.dispatch(favoriteProcessing(key));
      api.dispatch(favoritesLoaded(adding ? [...before, game] : before.filter((ref) => favoriteKey(ref) !== key)));
      try {
        const answer = await api.extra.api.setFavorite({
          action: adding ? 'add' : 'remove',
          game: game.shortname,
          provider: game.provider,
        });
        if (!answer.success) throw new Error('the controller refused the favorite');
        api.dispatch(favoritesLoaded(answer.favorites));
        if (adding) api.dispatch(noticeShown('favorite_add', { name }));
      } catch (error) {
        api.dispatch(favoritesLoaded(before));
        if (isAuthError(error)) api.dispatch(sessionExpired());
        else {
          api.extra.log('favorite could not be saved', error);
          api.dispatch(noticeShown('favorite_failed', { name }));
        }
      } finally {
        api.dispatch(favoriteSettled(key));
      }
    },
  });
}
