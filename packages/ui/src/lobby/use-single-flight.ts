import { useCallback, useEffect, useRef } from 'react';
import { useUi } from '../ui-context.tsx';

/**
 * Wraps `action` so a burst of presses (a double click) runs it once: a press is ignored while
 * `busy`, and from the first press until the owner re-renders with a new `busy` or `settled` value,
 * or `singleFlightClaimMs` has passed: an owner that never reports busy cannot jam the control.
 */
export function useSingleFlight(action: () => void, busy: boolean, settled: unknown): () => void {
  const claimMs = useUi().options.singleFlightClaimMs;
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
    }, claimMs);
    latest.current();
  }, [busy, claimMs]);
}
