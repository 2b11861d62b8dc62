import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CasinoConfig, Player } from '@lobby/domain';

/** Why start-up failed, in categories a person can be told about. */
export type BootFailure = {
  readonly kind: 'offline' | 'unreachable' | 'garbled' | 'misconfigured';
  readonly detail: string;
};

/** Start-up and login state. */
export interface SessionState {
  readonly status: 'booting' | 'ready' | 'failed';
  readonly failure: BootFailure | null;
  readonly retrying: boolean;
  readonly config: CasinoConfig | null;
  readonly player: Player | null;
  /** Whether the lobby has replaced the loading screen in this page. */
  readonly lobbyShown: boolean;
  /** The home's hero picture: none on screen, on its way, or painted (or given up: no banner, an error). */
  readonly heroPicture: 'none' | 'loading' | 'settled';
  /** Whether the first screen has painted, its hero picture included: the parts after it mount then. */
  readonly firstScreenPainted: boolean;
}

const initialState: SessionState = {
  status: 'booting',
  failure: null,
  retrying: false,
  config: null,
  player: null,
  lobbyShown: false,
  heroPicture: 'none',
  firstScreenPainted: false,
};

/** Start-up was asked for (first load, Retry, back online). */
export const bootRequested = createAction('session/bootRequested');
/** The controller said the session is gone (401): continue as a guest. */
export const sessionExpired = createAction('session/expired');

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    configLoaded: (state, action: PayloadAction<{ config: CasinoConfig; player: Player | null }>) => ({
      ...state,
      config: action.payload.config,
      player: action.payload.player,
    }),
    bootSucceeded(state) {
      state.status = 'ready';
      state.failure = null;
      state.retrying = false;
    },
    bootFailed(state, action: PayloadAction<BootFailure>) {
      state.status = 'failed';
      state.failure = action.payload;
      state.retrying = false;
    },
    lobbyShown(state) {
      state.lobbyShown = true;
    },
    heroPictureLoading(state) {
      if (state.heroPicture === 'none') state.heroPicture = 'loading';
    },
    heroPictureSettled(state) {
      state.heroPicture = 'settled';
    },
    firstScreenPainted(state) {
      state.firstScreenPainted = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(bootRequested, (state) => {
        if (state.status === 'failed') state.retrying = true;
      })
      .addCase(sessionExpired, (state) => {
        state.player = null;
      });
  },
});

export const { configLoaded, bootSucceeded, bootFailed, lobbyShown, heroPictureLoading, heroPictureSettled, firstScreenPainted } =
  sessionSlice.actions;
