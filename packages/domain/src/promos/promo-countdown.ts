import { WEEKDAYS } from '../entities/catalog.ts';
import type { PromoSchedule } from '../entities/promotions.ts';
import { nyWallClock, nyWallClockToInstant } from '../new-york-time.ts';

const DAY_MS = 86_400_000;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function timeOfDay(text: string | null): string | null {
  const match = text === null ? null : TIME.exec(text.trim());
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

function dateText(utcDay: number): string {
  return new Date(utcDay).toISOString().slice(0, 10);
}

function weekdayIndex(value: string): number {
  const name = value.trim().toLowerCase();
  if (name.length < 3) return -1;
  return WEEKDAYS.findIndex((day) => day.startsWith(name));
}

/**
 * The instant (epoch ms) the promo's current window ends, or null when it shows no countdown (no
 * schedule, countdown off, unreadable times, or the promo is over). Times are New York wall clock.
 * - one_time: `end_at`.
 * - daily: today's `end_time`, or tomorrow's once it passed.
 * - weekly: the next listed weekday at `weekly_end_time` (else `end_time`).
 * - monthly: the next listed day of the month at `end_time`.
 * For repeating promos `end_at`, when set, ends the series.
 */
export function promoCountdownEnd(schedule: PromoSchedule | null, nowMs: number): number | null {
  if (!schedule?.countdown) return null;
  const seriesEnd = schedule.end_at === null ? null : nyWallClockToInstant(schedule.end_at);
  if (schedule.repeat_param === 'one_time') return seriesEnd !== null && seriesEnd > nowMs ? seriesEnd : null;
  if (seriesEnd !== null && seriesEnd <= nowMs) return null;
  const time = timeOfDay(schedule.repeat_param === 'weekly' ? (schedule.weekly_end_time ?? schedule.end_time) : schedule.end_time);
  const today = nyWallClock(nowMs);
  if (time === null || today === null) return null;
  const todayUtc = Date.UTC(today.year, today.month - 1, today.day);
  const weekdays = new Set(schedule.recurrence.map(weekdayIndex));
  const monthDays = new Set(schedule.recurrence.map((value) => Number(value.trim())));
  // Two months of days always hold the next listed weekday or day of the month (31 included).
  for (let offset = 0; offset <= 62; offset += 1) {
    const day = todayUtc + offset * DAY_MS;
    const date = new Date(day);
    const matches =
      schedule.repeat_param === 'daily' ||
      (schedule.repeat_param === 'weekly' && weekdays.has(date.getUTCDay())) ||
      (schedule.repeat_param === 'monthly' && monthDays.has(date.getUTCDate()));
    if (!matches) continue;
    const end = nyWallClockToInstant(`${dateText(day)} ${time}`);
    if (end !== null && end > nowMs) return seriesEnd !== null && end > seriesEnd ? seriesEnd : end;
  }
  return null;
}

/** A remaining time split for display. */
export interface DurationParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** `ms` (clamped at 0, rounded down to the second) as days, hours, minutes and seconds. */
export function durationParts(ms: number): DurationParts {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
