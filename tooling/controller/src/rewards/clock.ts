import type { CasinoRuntime } from '../casino-runtime.ts';

// Offsets from the real clock, per served casino; the daily free spins rules and the promotions,
// tournaments and winners read this clock (sessions and game tokens keep the real one).
const offsets = new WeakMap<CasinoRuntime, number>();

/** The casino's clock for daily free spins and promotions: the real time unless a test set it. */
export function casinoNow(rt: CasinoRuntime): number {
  return Date.now() + (offsets.get(rt) ?? 0);
}

/** Sets the casino's clock to `now` (epoch ms); null goes back to the real time. */
export function setCasinoClock(rt: CasinoRuntime, now: number | null): void {
  if (now === null) offsets.delete(rt);
  else offsets.set(rt, now - Date.now());
}
