import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language, ThemeName } from '@lobby/domain';

/** The visitor's display choices. */
export interface PreferencesState {
  readonly theme: ThemeName;
  readonly language: Language;
  /** Whether the player picked the language here (then it outranks the casino's default). */
  readonly languageChosen: boolean;
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: { theme: 'light', language: 'en', languageChosen: false } as PreferencesState,
  reducers: {
    themeChosen(state, action: PayloadAction<ThemeName>) {
      state.theme = action.payload;
    },
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = action.payload;
      state.languageChosen = true;
    },
    languageResolved(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
});

export const { themeChosen, languageChosen, languageResolved } = preferencesSlice.actions;
