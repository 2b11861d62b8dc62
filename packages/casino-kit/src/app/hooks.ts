import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../store/store.ts';

/** `useDispatch` typed for this app. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for this app. */
export const useAppSelector = useSelector.withTypes<RootState>();
