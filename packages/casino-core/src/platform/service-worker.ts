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

/** What makes the app installable: the page's install tags, and its service worker over its scope. */
export interface InstallableApp {
  /** Puts the web manifest's link into the page (`addInstallTags`). */
  readonly addInstallTags: () => void;
  readonly worker: string;
  readonly scope: string;
}

/**
 * Makes the app installable once the first screen's requests are done: puts the install tags into
 * the page, then registers the service worker. The manifest's link in the page's head had the
 * browser ask for the manifest, and for its icon, as the page parsed, beside the entry and the
 * start-up calls. Installing the worker fetches every file of the app for the offline copy: on a
 * phone's slow line, started with the page (at the window's `load`, which a lazily loaded app
 * reaches before its first screen's code and pictures), that download shared the bandwidth with
 * the first screen. Without service workers (or where registering fails) the app
 * works as before, only not offline; a failure is logged.
 */
export async function installAppWhenQuiet(
  win: ServiceWorkerWindow,
  app: InstallableApp,
  timing: { readonly quietMs: number; readonly maxMs: number },
  log: (message: string, detail?: unknown) => void,
): Promise<void> {
  await whenRequestsQuiet(win, timing.quietMs, timing.maxMs);
  app.addInstallTags();
  const workers = win.navigator.serviceWorker;
  if (!workers) return;
  try {
    await workers.register(app.worker, { scope: app.scope });
  } catch (error) {
    log('the offline copy of the app could not be installed', error);
  }
}
