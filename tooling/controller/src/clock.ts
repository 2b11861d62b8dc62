import type { CasinoRuntime } from './casino-runtime.ts';

// Per served casino: a clock a test has set stands still until it is advanced or set again (so a
// test's times are exact); an advanced real clock runs on from there. The rules that count time
// (the daily free spins' New York day, limits' cool-offs and windows, breaks, reality checks) read
// this clock; session cookies and game tokens keep real time.
const clocks = new WeakMap<CasinoRuntime, { readonly frozenAt: number } | { readonly offset: number }>();

/** The casino's clock: the real time unless a test set or advanced it. */
export function controllerNow(rt: CasinoRuntime): number {
  const clock = clocks.get(rt);
  if (!clock) return Date.now();
  return 'frozenAt' in clock ? clock.frozenAt : Date.now() + clock.offset;
}

/** Sets the casino's clock to `now` (epoch ms), where it stays until advanced; null goes back to the real time. */
export function setControllerClock(rt: CasinoRuntime, now: number | null): void {
  if (now === null) clocks.delete(rt);
  else clocks.set(rt, { frozenAt: now });
}

/** Moves the casino's clock `ms` forward (or back, when negative) from where it is. */
export function advanceControllerClock(rt: CasinoRuntime, ms: number): void {
  const clock = clocks.get(rt);
  if (clock && 'frozenAt' in clock) clocks.set(rt, { frozenAt: clock.frozenAt + ms });
  else clocks.set(rt, { offset: (clock?.offset ?? 0) + ms });
}
