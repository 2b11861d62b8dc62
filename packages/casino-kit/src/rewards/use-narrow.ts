import { COUNTDOWN_SHORT_BELOW_PX, countdownLabelsShort } from '@lobby/domain';
import { useSyncExternalStore } from 'react';

const QUERY = `(max-width: ${COUNTDOWN_SHORT_BELOW_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the viewport is narrow enough for the countdown's short labels. */
export function useShortCountdownLabels(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => countdownLabelsShort(window.innerWidth),
    () => false,
  );
}
