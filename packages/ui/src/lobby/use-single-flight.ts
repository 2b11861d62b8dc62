import { defaultLobbyOptions } from '@lobby/domain';
import { useCallback, useEffect, useRef } from 'react';

/** How long a press stays claimed when the owner never reports busy, so the control cannot jam. */
const CLAIM_MS = defaultLobbyOptions.singleFlightClaimMs;

/**
 * Wraps `action` so a burst of presses (a double click) runs it once: a press is ignored while
 * `busy`, and from the first press until the owner re-renders with a new `busy` or `settled` value.
 */
export function useSingleFlight(action: () => void, busy: boolean, settled: unknown): () => void {
  const claimed = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(action);
  latest.current = action;

  // The owner answered (busy switched, or the outcome changed): the next press is a new request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the trigger, not inputs.
  useEffect(() => {
    claimed.current = false;
  }, [busy, settled]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(() => {
    if (busy || claimed.current) return;
    claimed.current = true;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      claimed.current = false;
    }, CLAIM_MS);
    latest.current();
  }, [busy]);
}
