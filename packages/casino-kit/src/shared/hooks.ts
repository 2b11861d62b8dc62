import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from '@lobby/casino-core';

/** `useDispatch` typed for this app. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for this app. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed for this app: the store with the time the lobby opened. */
export const useAppStore = useStore.withTypes<AppStore>();
