import { useEffect, useState } from 'react';
import { useDeps } from './deps-context.tsx';

/** The current time, refreshed every `intervalMs` (jackpot windows open and close while a page is shown); null stops the refresh. */
export function useNow(intervalMs: number | null = 60_000): number {
  const { now } = useDeps();
  const [value, setValue] = useState(now);
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = setInterval(() => setValue(now()), intervalMs);
    return () => clearInterval(timer);
  }, [now, intervalMs]);
  return value;
}
