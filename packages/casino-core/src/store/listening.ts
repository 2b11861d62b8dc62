import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { AppDeps } from './deps.ts';
import type { RootState } from './root-state.ts';

/** Dispatch with thunks; the app's dependencies are their extra argument. */
export type AppDispatch = ThunkDispatch<RootState, AppDeps, UnknownAction>;

/** `startListening` typed for this app: listeners read the state and reach the effects as `extra`. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppDeps>;
