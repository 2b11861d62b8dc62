/** Chromium's install offer (not in the DOM typings). */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

let listening = false;

/**
 * Catches the browser's install offer on `target` (the window), once per page: the app calls it as
 * it starts, since the browser may make its offer before any component has mounted, and makes it
 * only once per page.
 */
export function listenForInstallOffer(target: EventTarget): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallOffer;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    notify();
  });
}

/** The browser's pending install offer, if any. */
export function currentInstallOffer(): InstallOffer | null {
  return offer;
}

/** The offer was used (it can be prompted once). */
export function installOfferUsed(): void {
  offer = null;
  notify();
}

/** Calls `listener` whenever the offer comes or goes; returns the unsubscribe. */
export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
