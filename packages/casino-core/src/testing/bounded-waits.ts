import { vi } from 'vitest';

/**
 * Two cores shared by many test files, and at times a CPU-heavy process beside them: a state can
 * take longer than the default second to come. A bound, not a wait.
 */
export const SETTLE_BOUND_MS = 15_000;

/** Gives `vi.waitFor` the settle bound (its default is one second, and Vitest has no setting for it). */
export function boundWaits(): void {
  const waitFor = vi.waitFor;
  vi.waitFor = (callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: SETTLE_BOUND_MS, ...options });
}
