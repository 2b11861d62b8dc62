import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addRecentGame, parseRecentGames, type GameRef, type RecentGame, variantOf } from '@lobby/domain';
import type { AppStartListening } from './store.ts';

/** Where the recent games live: session storage, as the spec asks. */
export const RECENT_GAMES_KEY = 'lobby.recentGames';

/** A game was launched: it becomes the most recent. */
export const gameLaunched = createAction<GameRef>('recent/gameLaunched');

export const recentSlice = createSlice({
  name: 'recent',
  initialState: { games: [] as readonly RecentGame[] },
  reducers: {
    recentRestored: (_state, action: PayloadAction<readonly RecentGame[]>) => ({ games: action.payload }),
  },
});

export const { recentRestored } = recentSlice.actions;

/** Reads the stored recents; malformed storage gives an empty list. */
export function restoredRecentGames(raw: string | null): readonly RecentGame[] {
  return raw ? parseRecentGames(raw) : [];
}

/** Keeps the recent games (12, de-duplicated, keyed per variant) and stores them for the session. */
export function addRecentListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: gameLaunched,
    effect: (action, api) => {
      const config = api.getState().session.config;
      if (!config) return;
      const games = addRecentGame(api.getState().recent.games, action.payload, variantOf(config));
      api.dispatch(recentRestored(games));
      api.extra.session.set(RECENT_GAMES_KEY, JSON.stringify(games));
    },
  });
}
