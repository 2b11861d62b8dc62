import { inactivityTimes } from '@lobby/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDeps } from '../../shared/deps-context.tsx';
import { useNow } from '../../shared/use-now.ts';
import { useMarket } from './use-market.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * The inactivity logout where the market asks for it: the player's last input, the warning once the
 * market's warning time has come, and `logout` once the idle time is over.
 */
export function useInactivity(logout: () => void) {
  const { rules } = useMarket();
  const { now } = useDeps();
  const current = useNow(1000);
  const [lastActivity, setLastActivity] = useState(now);
  const warnedRef = useRef(false);
  const times = inactivityTimes(rules, lastActivity);
  const warned = times !== null && current >= times.warnAt;
  warnedRef.current = warned;

  useEffect(() => {
    // Once warned, only the warning's own button keeps the player in.
    const seen = () => {
      if (!warnedRef.current) setLastActivity(now());
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, seen, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, seen);
    };
  }, [now]);

  const over = times !== null && current >= times.logoutAt;
  useEffect(() => {
    if (over) logout();
  }, [over, logout]);

  const stay = useCallback(() => setLastActivity(now()), [now]);
  return { warned: warned && !over, secondsLeft: times ? Math.max(0, Math.ceil((times.logoutAt - current) / 1000)) : 0, stay };
}
