import type { LimitPeriod } from '../entities/protection.ts';
import type { MarketRules } from './market-rules.ts';
import { limitWindowMs } from './limits.ts';

const MINUTE = 60_000;

/** A stretch of time logged in, in epoch ms; `end` is null while it goes on. */
export interface LoggedSpan {
  readonly start: number;
  readonly end: number | null;
}

/** Milliseconds logged in within the window ending at `at` (whole numbers: no rounding creeps in). */
function loggedMs(spans: readonly LoggedSpan[], period: LimitPeriod, at: number): number {
  const from = at - limitWindowMs(period);
  let ms = 0;
  for (const span of spans) ms += Math.max(0, Math.min(span.end ?? at, at) - Math.max(span.start, from));
  return ms;
}

/** Minutes logged in within the window ending at `at`; a span that goes on counts up to `at`. */
export function loggedMinutes(spans: readonly LoggedSpan[], period: LimitPeriod, at: number): number {
  return loggedMs(spans, period, at) / MINUTE;
}

/** How fast the minutes in the window grow at `at`: +1 for each span going on, -1 for each ended one leaving the window. */
function rateAt(spans: readonly LoggedSpan[], windowMs: number, at: number): number {
  const from = at - windowMs;
  let rate = 0;
  for (const span of spans) {
    if (span.end === null) rate += span.start > from ? 1 : 0;
    else rate -= span.start < from && from < span.end ? 1 : 0;
  }
  return rate;
}

/**
 * The first moment from `now` on at which a session-time limit of `amount` minutes is reached if
 * the spans that go on go on: null without a limit, or when it is never reached. What the window
 * holds changes at a steady rate between the moments a span's start or end leaves it, so each
 * stretch between them is solved as a line.
 */
export function sessionLimitReachedAt(
  amount: number | null,
  spans: readonly LoggedSpan[],
  period: LimitPeriod,
  now: number,
): number | null {
  if (amount === null) return null;
  const windowMs = limitWindowMs(period);
  const bends = spans
    .flatMap((span) => (span.end === null ? [span.start + windowMs] : [span.start + windowMs, span.end + windowMs]))
    .filter((at) => at > now)
    .sort((a, b) => a - b);
  let from = now;
  for (const to of [...bends, Number.POSITIVE_INFINITY]) {
    const room = amount * MINUTE - loggedMs(spans, period, from);
    if (room <= 0) return from;
    const rate = rateAt(spans, windowMs, to === Number.POSITIVE_INFINITY ? from + 1 : (from + to) / 2);
    if (rate > 0 && from + room / rate <= to) return from + Math.ceil(room / rate);
    from = to;
  }
  return null;
}

/** Whether a market's rules give the player a session-time limit (one that ends the session once reached). */
export function hasSessionLimit(rules: Pick<MarketRules, 'limits'>): boolean {
  return rules.limits?.kinds.includes('session') === true;
}
