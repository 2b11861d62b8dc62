import { useSyncExternalStore } from 'react';

// Read once per resize, not on every render: reading `innerWidth` while the page's layout is out of
// date makes the browser lay the page out there and then, in the middle of a render.
let width: number | null = null;
const listeners = new Set<() => void>();

function onResize(): void {
  width = window.innerWidth;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    // Nobody follows resizes any more: the next reader reads the width afresh.
    width = null;
  };
}

/** The viewport width in CSS pixels, kept current on resize (carousel slides, winners rows, countdown labels). */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => (width ??= window.innerWidth),
    () => 1024,
  );
}
