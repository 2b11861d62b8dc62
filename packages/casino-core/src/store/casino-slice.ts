import { createSlice } from '@reduxjs/toolkit';
import type { CasinoLicence, Jurisdiction, LobbyOptionOverrides, VariantId } from '@lobby/domain';

/** What the app was built for, from its profile: set when the store is made, never changed. */
export interface CasinoState {
  /** The variant this app serves; the controller's `is_fusion` must agree. */
  readonly variant: VariantId;
  /** The options this casino app sets its own way (over the defaults and the casino's tweaks). */
  readonly optionOverrides: LobbyOptionOverrides;
  /** The market the casino app sets for a controller that does not send one; absent: none. */
  readonly jurisdiction?: Jurisdiction;
  /** The licence the casino app sets for a controller that does not send one; absent: none. */
  readonly licence?: CasinoLicence;
}

export const casinoSlice = createSlice({
  name: 'casino',
  initialState: { variant: 'fusion', optionOverrides: {} } as CasinoState,
  reducers: {},
});
