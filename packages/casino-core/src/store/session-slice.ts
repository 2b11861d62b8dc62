import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Why start-up failed, in categories a person can be told about. */
export type BootFailure = {
  readonly kind: 'offline' | 'unreachable' | 'garbled' | 'misconfigured';
  readonly detail: string;
};

/** Where the catalog on screen came from: none yet, the local database (an earlier visit), or the controller. */
export type CatalogSource = 'none' | 'cache' | 'network';

/**
 * Start-up and the first screen's progress: what the client knows of its own state. What the
 * controller answered (configuration, player, catalog) is in the data layer's cache, and so is
 * who the player is (`selectPlayerId`).
 */
export interface SessionState {
  readonly status: 'booting' | 'ready' | 'failed';
  readonly failure: BootFailure | null;
  readonly retrying: boolean;
  readonly catalogSource: CatalogSource;
  /** Whether the lobby has replaced the loading screen in this page. */
  readonly lobbyShown: boolean;
  /** The home's hero picture: none on screen, on its way, or painted (or given up: no banner, an error). */
  readonly heroPicture: 'none' | 'loading' | 'settled';
  /** Whether the first screen has painted, its hero picture included: the parts after it mount then. */
  readonly firstScreenPainted: boolean;
  /** Whether the parts after the first screen have loaded (their code in, the shell's extras mounted). */
  readonly laterPartsLoaded: boolean;
}

const initialState: SessionState = {
  status: 'booting',
  failure: null,
  retrying: false,
  catalogSource: 'none',
  lobbyShown: false,
  heroPicture: 'none',
  firstScreenPainted: false,
  laterPartsLoaded: false,
};

/** Start-up was asked for (first load, Retry, back online). */
export const bootRequested = createAction('session/bootRequested');
/** The controller said the session is gone (401): continue as a guest. */
export const sessionExpired = createAction('session/expired');

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A catalog is on screen: the local database's, then the controller's. */
    catalogShown(state, action: PayloadAction<Exclude<CatalogSource, 'none'>>) {
      state.catalogSource = action.payload;
    },
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
    laterPartsLoaded(state) {
      state.laterPartsLoaded = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(bootRequested, (state) => {
      if (state.status === 'failed') state.retrying = true;
    });
  },
});

export const {
  catalogShown,
  bootSucceeded,
  bootFailed,
  lobbyShown,
  heroPictureLoading,
  heroPictureSettled,
  firstScreenPainted,
  laterPartsLoaded,
} = sessionSlice.actions;
