import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type GameRef, parseRecentGames, type RecentGame, type RecentGamesOptions } from '@lobby/domain';

/** Where the recent games live: session storage, as the spec asks. */
export const RECENT_GAMES_KEY = 'lobby.recentGames';

/** A game was launched: it becomes the most recent. */
export const gameLaunched = createAction<GameRef>('recent/gameLaunched');

/** The recent games of this session, newest first. */
export interface RecentState {
  readonly games: readonly RecentGame[];
}

export const recentSlice = createSlice({
  name: 'recent',
  initialState: { games: [] } as RecentState,
  reducers: {
    recentRestored: (_state, action: PayloadAction<readonly RecentGame[]>) => ({ games: action.payload }),
  },
});

export const { recentRestored } = recentSlice.actions;

/** Reads the stored recents, `recentGamesMax` at most; malformed storage gives an empty list. */
export function restoredRecentGames(raw: string | null, options: RecentGamesOptions): readonly RecentGame[] {
  return raw ? parseRecentGames(raw, options) : [];
}
