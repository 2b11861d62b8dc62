/** The parts of a browser window the service worker's start needs. */
export interface ServiceWorkerWindow {
  readonly navigator: { readonly serviceWorker?: { register(url: string, options: { scope: string }): Promise<unknown> } };
  readonly PerformanceObserver?: {
    new (callback: () => void): { observe(options: { type: string }): void; disconnect(): void };
  };
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/**
 * Resolves once the page has finished no request for `quietMs` (its resource timings), and after
 * `maxMs` at most: a page that keeps fetching (pictures as the player scrolls) does not hold it
 * back for ever.
 */
export function whenRequestsQuiet(win: ServiceWorkerWindow, quietMs: number, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    let quiet = 0;
    let observer: { disconnect(): void } | null = null;
    const done = () => {
      win.clearTimeout(quiet);
      win.clearTimeout(longest);
      observer?.disconnect();
      resolve();
    };
    const longest = win.setTimeout(done, maxMs);
    const restart = () => {
      win.clearTimeout(quiet);
      quiet = win.setTimeout(done, quietMs);
    };
    if (win.PerformanceObserver) {
      try {
        const watching = new win.PerformanceObserver(restart);
        watching.observe({ type: 'resource' });
        observer = watching;
      } catch {
        // No resource timing here: the quiet period alone stands in.
      }
    }
    restart();
  });
}

/**
 * Registers the app's service worker (`url`, over `scope`) once the first screen's requests are
 * done. Installing it fetches every file of the app for the offline copy, about 320 KB gzip: on a
 * phone's slow line, started with the page (at the window's `load`, which a lazily loaded app
 * reaches before its first screen's code and pictures), that download shared the bandwidth with
 * the first screen. Without service workers (or where registering fails) the app works as before,
 * only not offline; a failure is logged.
 */
export async function registerServiceWorkerWhenQuiet(
  win: ServiceWorkerWindow,
  url: string,
  scope: string,
  timing: { readonly quietMs: number; readonly maxMs: number },
  log: (message: string, detail?: unknown) => void,
): Promise<void> {
  const workers = win.navigator.serviceWorker;
  if (!workers) return;
  await whenRequestsQuiet(win, timing.quietMs, timing.maxMs);
  try {
    await workers.register(url, { scope });
  } catch (error) {
    log('the offline copy of the app could not be installed', error);
  }
}
