import type { OverlayRequest } from '@lobby/domain';
import { createContext, type ReactNode, useState } from 'react';

/** The overlays that want the screen now; the hosts read from it whether it is their turn. */
export class OverlayQueue {
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

export const OverlayQueueContext = createContext<OverlayQueue | null>(null);

/**
 * Where the overlays of a page meet: the shell holds one, so that they show one at a time (domain
 * `arrangeOverlays`, read by `useOverlayTurn` in the overlays' own code, after the first screen).
 */
export function OverlayTurns({ children }: { readonly children: ReactNode }) {
  const [queue] = useState(() => new OverlayQueue());
  return <OverlayQueueContext.Provider value={queue}>{children}</OverlayQueueContext.Provider>;
}
