import type { LimitKind, LimitPeriod, PendingLimit, PlayerLimit } from '../entities/protection.ts';
import { LIMIT_PERIOD_DAYS, type LimitRules } from './market-rules.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The length of a limit window in ms. */
export function limitWindowMs(period: LimitPeriod): number {
  return LIMIT_PERIOD_DAYS[period] * DAY;
}

/** When a requested limit takes effect: at once, or at `at` after the cool-off. */
export type LimitChange = { readonly applies: 'now' } | { readonly applies: 'later'; readonly at: number };

/** Whether `next` is a higher limit than `current` (null is "no limit", the highest of all). */
export function isIncrease(current: number | null, next: number | null): boolean {
  if (next === null) return current !== null;
  return current !== null && next > current;
}

/**
 * When a change from `current` to `requested` applies, by the controller's clock `now`: a decrease
 * (or a first limit) at once, an increase (or a removal) only after the market's cool-off.
 */
export function limitChange(rules: LimitRules, current: number | null, requested: number | null, now: number): LimitChange {
  return isIncrease(current, requested) ? { applies: 'later', at: now + rules.increaseCoolOffHours * HOUR } : { applies: 'now' };
}

/** A limit's amount and pending change once the clock reaches `now`: a due pending change has replaced the amount. */
export function settleLimit(
  limit: { readonly amount: number | null; readonly pending: PendingLimit | null },
  now: number,
): { readonly amount: number | null; readonly pending: PendingLimit | null } {
  if (limit.pending && now >= limit.pending.effectiveAt) return { amount: limit.pending.amount, pending: null };
  return limit;
}

/**
 * A request applied to a stored limit: a decrease replaces the amount and drops any pending
 * increase; an increase becomes (or replaces) the pending change and keeps the amount in force.
 */
export function requestLimit(
  rules: LimitRules,
  stored: { readonly amount: number | null; readonly pending: PendingLimit | null },
  requested: number | null,
  now: number,
): { readonly amount: number | null; readonly pending: PendingLimit | null; readonly change: LimitChange } {
  const current = settleLimit(stored, now);
  const change = limitChange(rules, current.amount, requested, now);
  if (change.applies === 'now') return { amount: requested, pending: null, change };
  return { amount: current.amount, pending: { amount: requested, effectiveAt: change.at }, change };
}

/** One amount counted against a limit (a deposit, a round's loss, minutes played) at an epoch ms. */
export interface LimitMove {
  readonly at: number;
  readonly amount: number;
}

/** What counts against a limit in the window ending at `now`. */
export function usedInWindow(moves: readonly LimitMove[], period: LimitPeriod, now: number): number {
  const from = now - limitWindowMs(period);
  let sum = 0;
  for (const move of moves) if (move.at > from && move.at <= now) sum += move.amount;
  return sum;
}

/**
 * Until when a limit of `amount` is reached: null when what the window holds is under it; else the
 * moment enough of the oldest moves have left the rolling window for the total to drop below it.
 */
export function reachedUntil(amount: number | null, moves: readonly LimitMove[], period: LimitPeriod, now: number): number | null {
  if (amount === null) return null;
  const windowMs = limitWindowMs(period);
  const inWindow = moves.filter((m) => m.at > now - windowMs && m.at <= now).sort((a, b) => a.at - b.at);
  let sum = inWindow.reduce((total, m) => total + m.amount, 0);
  if (sum < amount) return null;
  for (const move of inWindow) {
    sum -= move.amount;
    if (sum < amount) return move.at + windowMs;
  }
  return now + windowMs;
}

/** Whether a deposit of `deposit` fits under a deposit limit of `amount` with `used` already in the window. */
export function depositFits(amount: number | null, used: number, deposit: number): boolean {
  return amount === null || used + deposit <= amount;
}

/**
 * Until when the limits of `kind` hold the player back: the latest end among those reached (a
 * deposit waits until every reached deposit limit has room again), or null when none is reached.
 */
export function limitReachedUntil(limits: readonly PlayerLimit[], kind: LimitKind): number | null {
  let until: number | null = null;
  for (const limit of limits) {
    if (limit.kind === kind && limit.reachedUntil !== null) until = Math.max(until ?? limit.reachedUntil, limit.reachedUntil);
  }
  return until;
}
