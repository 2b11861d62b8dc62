import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { favoriteKey, type GameRef } from '@lobby/domain';
import { sessionExpired } from './session-slice.ts';

/** A toggle the server has not answered yet. `seq` is set when its call starts. */
export interface FavoriteChange {
  readonly key: string;
  readonly game: GameRef;
  readonly adding: boolean;
  readonly seq: number | null;
}

/**
 * Favorites calls in flight. Every favorites call (read or write) takes the next `seq` as it
 * starts; an answer is applied only when it is newer than the last one applied, so an older list
 * arriving late never overwrites a newer one.
 */
export interface FavoritesProgressState {
  readonly pending: readonly FavoriteChange[];
  /** The seq of the last call started. */
  readonly issued: number;
  /** The seq of the answer the favorites show. */
  readonly applied: number;
}

const initialState: FavoritesProgressState = { pending: [], issued: 0, applied: 0 };

/** The list that call `seq` answered is in the data layer's cache: toggles started after it stay laid over it. */
export const favoritesAnswered = createAction<{ seq: number }>('favorites/answered');

export const favoritesProgressSlice = createSlice({
  name: 'favoritesProgress',
  initialState,
  reducers: {
    favoriteQueued: (state, action: PayloadAction<{ game: GameRef; adding: boolean }>) => ({
      ...state,
      pending: [...state.pending, { key: favoriteKey(action.payload.game), ...action.payload, seq: null }],
    }),
    favoritesCallStarted: (state, action: PayloadAction<string | undefined>) => {
      const seq = state.issued + 1;
      const pending = state.pending.map((change) => (change.key === action.payload && change.seq === null ? { ...change, seq } : change));
      return { ...state, issued: seq, pending };
    },
    favoriteSettled: (state, action: PayloadAction<string>) => ({
      ...state,
      pending: state.pending.filter((change) => change.key !== action.payload),
    }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(favoritesAnswered, (state, action) => ({ ...state, applied: action.payload.seq }))
      .addCase(sessionExpired, (state) => ({ ...state, pending: [] }));
  },
});

export const { favoriteQueued, favoritesCallStarted, favoriteSettled } = favoritesProgressSlice.actions;

/** `favorites` with `change` made (or unmade). */
export function applyChange(favorites: readonly GameRef[], change: Pick<FavoriteChange, 'key' | 'game' | 'adding'>): readonly GameRef[] {
  const rest = favorites.filter((ref) => favoriteKey(ref) !== change.key);
  return change.adding ? [...rest, change.game] : rest;
}

/** The server's list answered by call `seq`, with the toggles started after it (or not yet started) laid over it. */
export function withPendingChanges(favorites: readonly GameRef[], pending: readonly FavoriteChange[], seq: number): readonly GameRef[] {
  return pending.filter((change) => change.seq === null || change.seq > seq).reduce(applyChange, favorites);
}
