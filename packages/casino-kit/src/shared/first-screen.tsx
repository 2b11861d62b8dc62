import { type ReactNode, useEffect, useState } from 'react';
import { firstScreenPainted } from '@lobby/casino-core';
import { useDeps } from './deps-context.tsx';
import { useAppDispatch, useAppSelector } from './hooks.ts';
import { useLobbyOptions } from './use-lobby-options.ts';

/** Whether the first screen has painted, the home's hero picture included. */
export function useAfterFirstScreen(): boolean {
  return useAppSelector((state) => state.session.firstScreenPainted);
}

/**
 * Renders `children` once the first screen has painted: the parts after it (the home's feature
 * slots, the sticky bars, the player's offers) then ask for their code and their calls, which
 * would otherwise share a slow line with the hero's picture.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  return useAfterFirstScreen() ? children : null;
}

/**
 * Marks the first screen painted: once the lobby shows and the home's hero picture has loaded (or
 * there is none to show, or it has taken `heroPictureMaxWaitMs`), after the browser's next paint.
 */
export function FirstScreenWatch() {
  const dispatch = useAppDispatch();
  const { afterPaint } = useDeps();
  const { heroPictureMaxWaitMs } = useLobbyOptions();
  const shown = useAppSelector((state) => state.session.lobbyShown);
  const hero = useAppSelector((state) => state.session.heroPicture);
  const painted = useAppSelector((state) => state.session.firstScreenPainted);
  const [heroLate, setHeroLate] = useState(false);
  const waiting = shown && !painted && hero === 'loading';
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setHeroLate(true), heroPictureMaxWaitMs);
    return () => clearTimeout(timer);
  }, [waiting, heroPictureMaxWaitMs]);
  const ready = shown && !painted && (hero !== 'loading' || heroLate);
  useEffect(() => {
    if (!ready) return;
    let current = true;
    void afterPaint().then(() => {
      if (current) dispatch(firstScreenPainted());
    });
    return () => {
      current = false;
    };
  }, [ready, afterPaint, dispatch]);
  return null;
}
