import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import { type Catalog, sameData } from '@lobby/domain';

/** The game catalog in memory, and where it came from. */
export interface CatalogState {
  readonly catalog: Catalog | null;
  readonly source: 'none' | 'cache' | 'network';
}

const initialState: CatalogState = { catalog: null, source: 'none' };

export const catalogSlice = createSlice({
  name: 'catalog',
  initialState,
  reducers: {
    catalogLoaded(state, action: PayloadAction<{ catalog: Catalog; source: 'cache' | 'network' }>) {
      // A fresh catalog equal to the one shown keeps that object: nothing built from it (rows,
      // cards, search index) is built again, and nothing on the screen changes.
      const shown = original(state)?.catalog ?? null;
      const kept = shown !== null && sameData(shown, action.payload.catalog) ? shown : action.payload.catalog;
      // Stored as is: the catalog is replaced whole, never edited, so drafting it buys nothing.
      // Frozen at the top only: immer stops at a frozen object, where deep-freezing 2,000 games
      // would cost a long task on a phone.
      return Object.freeze({ catalog: Object.freeze(kept), source: action.payload.source }) as CatalogState;
    },
  },
});

export const { catalogLoaded } = catalogSlice.actions;
