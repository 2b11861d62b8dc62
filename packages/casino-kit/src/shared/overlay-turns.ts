import { arrangeOverlays, type OverlayKind, type OverlayRequest, overlayShows } from '@lobby/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { useLobbyOptions } from './use-lobby-options.ts';

/** The overlays that want the screen now; the hosts read from it whether it is their turn. */
class OverlayQueue {
  private requests = new Map<string, OverlayRequest>();
  private listeners = new Set<() => void>();
  private version = 0;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = () => this.version;

  current(): readonly OverlayRequest[] {
    return [...this.requests.values()];
  }

  ask(request: OverlayRequest) {
    this.requests.set(request.id, request);
    this.changed();
  }

  withdraw(id: string) {
    if (this.requests.delete(id)) this.changed();
  }

  private changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

/**
 * Where the overlays of the page meet, so that they show one at a time (domain `arrangeOverlays`).
 * One for the page: the overlays' code loads after the first screen, and this with it.
 */
const queue = new OverlayQueue();

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
 * rule queues shows once those ahead of it are gone.
 */
export function useOverlayTurn(kind: OverlayKind, wants: boolean, id: string = kind): boolean {
  const options = useLobbyOptions();
  const phone = usePhone(options.breakpoints.desktop);
  useSyncExternalStore(queue.subscribe, queue.snapshot);
  useEffect(() => {
    if (!wants) return;
    queue.ask({ id, kind, since: performance.now() });
    return () => queue.withdraw(id);
  }, [wants, id, kind]);
  return wants && overlayShows(arrangeOverlays(queue.current(), { phone }, options), id);
}
