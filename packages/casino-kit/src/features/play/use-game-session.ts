import type { GameRef } from '@lobby/domain';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../shared/hooks.ts';
import { useLobbyOptions } from '../../shared/use-lobby-options.ts';
import { gameEnded, gameStarted } from '@lobby/casino-core';
import { gameLaunched } from '@lobby/casino-core';

/**
 * While a launched game (`launched`, null until its URL is ready) is on screen: it counts as a
 * recent game, a real-money game starts and ends a play session (the balance check after it), and
 * the loading overlay shows for its first `gameLoadOverlayMs`. Returns whether the overlay shows.
 */
export function useGameSession(launched: GameRef | null, realMoney: boolean): boolean {
  const dispatch = useAppDispatch();
  const { gameLoadOverlayMs } = useLobbyOptions();
  const [loading, setLoading] = useState(true);
  const shortname = launched?.shortname ?? null;
  const provider = launched?.provider ?? null;
  useEffect(() => {
    if (shortname === null || provider === null) return;
    dispatch(gameLaunched({ shortname, provider }));
    if (realMoney) dispatch(gameStarted());
    setLoading(true);
    const timer = setTimeout(() => setLoading(false), gameLoadOverlayMs);
    return () => {
      clearTimeout(timer);
      if (realMoney) dispatch(gameEnded());
    };
  }, [shortname, provider, realMoney, dispatch, gameLoadOverlayMs]);
  return loading;
}
