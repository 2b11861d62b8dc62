/**
 * Starts the catalog worker, or answers null where the platform has no Worker (jsdom, very old
 * browsers): the pipeline then runs on the page. Vite bundles the worker from this exact
 * `new Worker(new URL(...), { type: 'module' })` expression; the file is served from the app's own
 * origin, which the CSP's `worker-src 'self'` allows.
 */
export function catalogWorkerStarter(): (() => Worker) | null {
  if (typeof Worker === 'undefined') return null;
  return () => new Worker(new URL('./catalog-worker.ts', import.meta.url), { type: 'module', name: 'lobby-catalog' });
}

/** `found` as the catalog worker the page's starter started, or null when it is not a worker. */
export function earlyWorkerIn(found: unknown): Worker | null {
  return typeof Worker !== 'undefined' && found instanceof Worker ? found : null;
}
