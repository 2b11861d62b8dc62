import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BalanceSnapshot, DfsFlags, GameRef } from '@lobby/domain';
import { favoritesAnswered } from './favorites-slice.ts';
import { sessionExpired } from './session-slice.ts';

/** What the lobby knows of the logged-in player's account beyond the configuration. */
export interface AccountState {
  readonly balance: BalanceSnapshot | null;
  readonly unread: number | null;
  readonly favorites: readonly GameRef[];
  readonly dfs: DfsFlags | null;
}

const initialState: AccountState = { balance: null, unread: null, favorites: [], dfs: null };

export const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    balanceLoaded(state, action: PayloadAction<BalanceSnapshot>) {
      state.balance = action.payload;
    },
    unreadLoaded(state, action: PayloadAction<number>) {
      state.unread = action.payload;
    },
    favoritesLoaded: (state, action: PayloadAction<readonly GameRef[]>) => ({ ...state, favorites: action.payload }),
    dfsLoaded(state, action: PayloadAction<DfsFlags>) {
      state.dfs = action.payload;
    },
    accountCleared: () => initialState,
  },
  extraReducers: (builder) => {
    // The data layer's answers arrive as balanceLoaded, unreadLoaded and dfsLoaded (data/data-layer.ts).
    builder
      .addCase(sessionExpired, () => initialState)
      .addCase(favoritesAnswered, (state, action) => ({ ...state, favorites: action.payload.favorites }));
  },
});

export const { balanceLoaded, unreadLoaded, favoritesLoaded, dfsLoaded, accountCleared } = accountSlice.actions;

/** The player came back to the tab (or a game ended): refresh balance and inbox. */
export const accountRefreshRequested = createAction('account/refreshRequested');
