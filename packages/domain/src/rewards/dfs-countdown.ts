import { nyWallClock, nyWallClockToInstant } from '../new-york-time.ts';
import type { LobbyOptions } from '../options.ts';

/** A countdown split into its parts. */
export interface Countdown {
  readonly totalMs: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant of the next midnight in New York after `nowMs` (23 or 25 hours away on a switch day); null for an invalid time. */
export function nextNyMidnight(nowMs: number): number | null {
  const clock = nyWallClock(nowMs);
  if (!clock) return null;
  const tomorrow = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + 1));
  return nyWallClockToInstant(`${tomorrow.getUTCFullYear()}-${pad(tomorrow.getUTCMonth() + 1)}-${pad(tomorrow.getUTCDate())} 00:00:00`);
}

/** Time left until the next New York midnight, in whole seconds (rounded up, so it never shows 0 early). */
export function countdownToNextSpin(nowMs: number): Countdown {
  const target = nextNyMidnight(nowMs);
  const totalMs = target === null ? 0 : Math.max(0, target - nowMs);
  const totalSeconds = Math.ceil(totalMs / 1000);
  return {
    totalMs,
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** Whether a countdown in a viewport `widthPx` wide uses the short labels (h, m, s): under `countdownShortLabelsPx`. */
export function countdownLabelsShort(widthPx: number, options: Pick<LobbyOptions, 'countdownShortLabelsPx'>): boolean {
  return widthPx < options.countdownShortLabelsPx;
}
