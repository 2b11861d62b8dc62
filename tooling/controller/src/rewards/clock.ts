import type { CasinoRuntime } from '../casino-runtime.ts';

// Offsets from the real clock, per served casino; only the rewards rules read this clock.
const offsets = new WeakMap<CasinoRuntime, number>();

/** The casino's clock for the daily free spins rules: the real time unless a test set it. */
export function rewardsNow(rt: CasinoRuntime): number {
  return Date.now() + (offsets.get(rt) ?? 0);
}

/** Sets the casino's rewards clock to `now` (epoch ms); null goes back to the real time. */
export function setRewardsClock(rt: CasinoRuntime, now: number | null): void {
  if (now === null) offsets.delete(rt);
  else offsets.set(rt, now - Date.now());
}
