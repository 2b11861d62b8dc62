import { arrangeOverlays, type OverlayKind, overlayShows } from '@lobby/domain';
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { OverlayQueueContext } from './overlay-queue.tsx';
import { useLobbyOptions } from './use-lobby-options.ts';

const noQueue = () => () => undefined;

/** Whether the screen is narrower than the desktop band: a phone has room for one thing at the bottom. */
function usePhone(desktopPx: number): boolean {
  const query = `(max-width: ${desktopPx - 1}px)`;
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/**
 * Asks for the screen while `wants` holds and answers whether the overlay shows now; a request the
 * rule queues shows once those ahead of it are gone. Outside the shell (a widget on its own) every
 * overlay shows when it wants.
 */
export function useOverlayTurn(kind: OverlayKind, wants: boolean, id: string = kind): boolean {
  const queue = useContext(OverlayQueueContext);
  const options = useLobbyOptions();
  const phone = usePhone(options.breakpoints.desktop);
  useSyncExternalStore(queue?.subscribe ?? noQueue, queue?.snapshot ?? (() => 0));
  useEffect(() => {
    if (!queue || !wants) return;
    queue.ask({ id, kind, since: performance.now() });
    return () => queue.withdraw(id);
  }, [queue, wants, id, kind]);
  if (!queue) return wants;
  if (!wants) return false;
  return overlayShows(arrangeOverlays(queue.current(), { phone }, options), id);
}
