import { EARLY_CATALOG_WORKER } from '@lobby/domain';

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

/**
 * The catalog worker index.html's starter left on the page (first visits of a built app), taken
 * once: it is already fetching `getgames`, and only one job may use that request.
 */
export function takeEarlyCatalogWorker(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): Worker | null {
  const worker = scope[EARLY_CATALOG_WORKER];
  delete scope[EARLY_CATALOG_WORKER];
  return typeof Worker !== 'undefined' && worker instanceof Worker ? worker : null;
}
