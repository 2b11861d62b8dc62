import { EARLY_START, EARLY_START_PARTS } from '@lobby/domain';
import { earlyWorkerIn } from '../catalog/start-catalog-worker.ts';
import { type EarlyHero, earlyHero } from './early-hero.ts';
import { type EarlyRequest, earlyRequestIn } from './early-response.ts';

/**
 * What the page started before the app's code ran (index.html's starter scripts, written by
 * tooling/vite-preset `early-calls.ts`): the one seam between the page and the app. Each part is
 * checked as it is taken; a part the page did not start, or left in another shape, is null.
 */
export interface EarlyStart {
  /** The home's promotions request, for the client to answer its first identical request with. */
  readonly promos: EarlyRequest | null;
  /** The catalog worker, already fetching the catalog (a first visit of a build). */
  readonly catalogWorker: Worker | null;
  /** The home's hero banner the worker read from those promotions. */
  readonly hero: EarlyHero | null;
}

/**
 * Takes what the page's starter left under `EARLY_START`, once: the property is removed, so that
 * nothing else reads it (a request and a worker may serve one reader only).
 */
export function takeEarlyStart(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): EarlyStart {
  const left = scope[EARLY_START];
  delete scope[EARLY_START];
  const parts = typeof left === 'object' && left !== null ? (left as Record<string, unknown>) : {};
  const hero = parts[EARLY_START_PARTS.hero];
  return {
    promos: earlyRequestIn(parts[EARLY_START_PARTS.promos]),
    catalogWorker: earlyWorkerIn(parts[EARLY_START_PARTS.catalogWorker]),
    hero: hero instanceof Promise ? earlyHero(hero) : null,
  };
}
