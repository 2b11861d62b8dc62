import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

// The play session's state and actions; what happens after a game (play-listeners.ts) comes with
// the data layer, whose balance call it makes.

/** Session storage key: the balance when the last real-money game started, until it is checked. */
export const PLAY_SESSION_KEY = 'lobby.playSession';

/** A real-money game started: remember the balance to compare with afterwards. */
export const gameStarted = createAction('play/gameStarted');
/** The player left the play screen. */
export const gameEnded = createAction('play/gameEnded');
/** The page came back from the browser's back-forward cache: a game left that way still needs its check. */
export const pageRestored = createAction('play/pageRestored');

/** The real-money game under way, if any, and the balance it started with. */
export interface PlayState {
  readonly balanceAtLaunch: number | null;
  readonly active: boolean;
}

export const playSlice = createSlice({
  name: 'play',
  initialState: { balanceAtLaunch: null, active: false } as PlayState,
  reducers: {
    launchBalanceNoted: (_state, action: PayloadAction<number | null>) => ({ balanceAtLaunch: action.payload, active: true }),
    playFinished: () => ({ balanceAtLaunch: null, active: false }),
  },
});
