import { useEffect, useState } from 'react';
import { useDeps } from './deps-context.tsx';

/** The current time, refreshed every `intervalMs` (jackpot windows open and close while a page is shown). */
export function useNow(intervalMs = 60_000): number {
  const { now } = useDeps();
  const [value, setValue] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setValue(now()), intervalMs);
    return () => clearInterval(timer);
  }, [now, intervalMs]);
  return value;
}
