import { createAction } from '@reduxjs/toolkit';

/** The player came back to the tab (or a game ended): refresh balance and inbox. */
export const accountRefreshRequested = createAction('account/refreshRequested');
