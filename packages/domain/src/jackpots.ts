import type { Game, JackpotMultiplier, MultiplierSchedule } from './entities/catalog.ts';
import { nyWallClock, nyWallClockToInstant, secondOfDay, type WallClock } from './new-york-time.ts';
import { WEEKDAYS } from './entities/catalog.ts';

/** How an active multiplier changes a jackpot: multiplied by `factor`, or `bonus` added. */
export type JackpotBoost = { readonly kind: 'multiplier'; readonly factor: number } | { readonly kind: 'boosted'; readonly bonus: number };

/** A jackpot as shown now: `amount` is `base` with the active boost applied (boost null: none active). */
export interface EffectiveJackpot {
  readonly amount: number;
  readonly base: number;
  readonly boost: JackpotBoost | null;
}

const DAY_SECONDS = 86_400;
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** Whether a game has a jackpot worth showing: a finite amount above 0. */
export function hasJackpot(game: Pick<Game, 'jackpot'>): boolean {
  return typeof game.jackpot === 'number' && Number.isFinite(game.jackpot) && game.jackpot > 0;
}

// Bounds are inclusive at the precision written: an end of `23:00` lasts until 23:00:59.
function timeBound(text: string | null, edge: 'start' | 'end'): number | null {
  if (text === null || text.trim() === '') return edge === 'start' ? 0 : DAY_SECONDS - 1;
  const match = TIME_OF_DAY.exec(text.trim());
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), match[3] === undefined ? null : Number(match[3])];
  if (hour > 23 || minute > 59 || (second ?? 0) > 59) return null;
  const base = hour * 3600 + minute * 60;
  if (second !== null) return base + second;
  return edge === 'start' ? base : base + 59;
}

/** Where `clock` falls in a daily window: 'today' (started today), 'yesterday' (started the day before), or null. */
function windowStart(schedule: MultiplierSchedule, clock: WallClock): 'today' | 'yesterday' | null {
  const start = timeBound(schedule.start_time, 'start');
  const end = timeBound(schedule.end_time, 'end');
  if (start === null || end === null) return null;
  const now = secondOfDay(clock);
  if (start <= end) return now >= start && now <= end ? 'today' : null;
  // Crosses midnight (23:00-01:00): the small hours belong to the window opened the evening before.
  if (now >= start) return 'today';
  return now <= end ? 'yesterday' : null;
}

function oneTimeActive(schedule: MultiplierSchedule, nowMs: number): boolean {
  const start = schedule.start_at === null ? -Infinity : nyWallClockToInstant(schedule.start_at);
  const end = schedule.end_at === null ? Infinity : nyWallClockToInstant(schedule.end_at);
  // An unreadable bound fails closed: advertising a boost that is not paid is worse than missing one.
  if (start === null || end === null) return false;
  return nowMs >= start && nowMs < end + 1000;
}

function weeklyActive(schedule: MultiplierSchedule, clock: WallClock): boolean {
  const started = windowStart(schedule, clock);
  if (started === null) return false;
  const todayIndex = WEEKDAYS.indexOf(clock.weekday);
  const day = started === 'today' ? clock.weekday : WEEKDAYS[(todayIndex + 6) % 7];
  return schedule.recurrence.some((listed) => String(listed).toLowerCase() === day);
}

/**
 * Whether a jackpot multiplier is active at `nowMs`, reading its schedule in New York time.
 * No schedule: always. one_time: from start_at through end_at (a null bound is open; an unreadable one
 * means never). daily: between start_time and end_time, both inclusive to the precision written
 * (`HH:mm` ends last through that minute); a window whose end is before its start crosses midnight;
 * a missing time means start or end of day. weekly: on the listed days, and when start_time/end_time
 * are given only within them; a window crossing midnight belongs to the day it starts.
 */
export function multiplierActive(multiplier: Pick<JackpotMultiplier, 'schedule'>, nowMs: number): boolean {
  const schedule = multiplier.schedule;
  if (schedule === null) return true;
  if (schedule.repeat_param === 'one_time') return oneTimeActive(schedule, nowMs);
  const clock = nyWallClock(nowMs);
  if (!clock) return false;
  if (schedule.repeat_param === 'daily') return windowStart(schedule, clock) !== null;
  if (schedule.repeat_param === 'weekly') return weeklyActive(schedule, clock);
  return false;
}

function boostOf(multiplier: JackpotMultiplier): JackpotBoost | null {
  const value = multiplier.multipliers;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  if (multiplier.type === 'multiplier') return value === 1 ? null : { kind: 'multiplier', factor: value };
  if (multiplier.type === 'boosted') return { kind: 'boosted', bonus: value };
  return null;
}

/** The jackpot of `game` at `nowMs` with its active multiplier applied; null when the game has no jackpot. */
export function effectiveJackpot(game: Pick<Game, 'jackpot' | 'jackpot_multiplier'>, nowMs: number): EffectiveJackpot | null {
  if (!hasJackpot(game)) return null;
  const base = game.jackpot as number;
  const multiplier = game.jackpot_multiplier;
  const boost = multiplier && multiplierActive(multiplier, nowMs) ? boostOf(multiplier) : null;
  if (boost === null) return { amount: base, base, boost: null };
  const amount = boost.kind === 'multiplier' ? base * boost.factor : base + boost.bonus;
  return { amount: Math.round(amount * 100) / 100, base, boost };
}

/** Sum of the effective jackpots of `games` at `nowMs`, in cents precision (0 when none has one). */
export function totalJackpot(games: readonly Pick<Game, 'jackpot' | 'jackpot_multiplier'>[], nowMs: number): number {
  let cents = 0;
  for (const game of games) cents += Math.round((effectiveJackpot(game, nowMs)?.amount ?? 0) * 100);
  return cents / 100;
}

/** The games with a jackpot, largest effective jackpot first (ties keep catalog order), at most `n`. */
export function topJackpotGames<G extends Pick<Game, 'jackpot' | 'jackpot_multiplier'>>(
  games: readonly G[],
  n: number,
  nowMs: number,
): G[] {
  const ranked: { readonly game: G; readonly amount: number }[] = [];
  for (const game of games) {
    const jackpot = effectiveJackpot(game, nowMs);
    if (jackpot) ranked.push({ game, amount: jackpot.amount });
  }
  ranked.sort((a, b) => b.amount - a.amount);
  return ranked.slice(0, Math.max(0, Math.floor(n))).map((entry) => entry.game);
}
