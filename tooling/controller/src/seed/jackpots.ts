import { type JackpotMultiplier, type MultiplierSchedule, WEEKDAYS, type Weekday } from '@lobby/domain';
import { addDays, serverTime } from './dates.ts';
import type { Rng } from './prng.ts';

const ALL_DAYS: readonly Weekday[] = WEEKDAYS;
const WORKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const WEEKEND: readonly Weekday[] = ['saturday', 'sunday'];

function oneTime(startDate: string, endDate: string): MultiplierSchedule {
  return {
    repeat_param: 'one_time',
    start_at: serverTime(startDate, '00:00:00'),
    end_at: serverTime(endDate, '23:59:59'),
    start_time: null,
    end_time: null,
    recurrence: [],
  };
}

function daily(start: string, end: string): MultiplierSchedule {
  return { repeat_param: 'daily', start_at: null, end_at: null, start_time: start, end_time: end, recurrence: [] };
}

function weekly(days: readonly Weekday[]): MultiplierSchedule {
  return { repeat_param: 'weekly', start_at: null, end_at: null, start_time: null, end_time: null, recurrence: [...days] };
}

/**
 * One named example of every schedule kind, dated from the catalog anchor. Fixtures refer to them by
 * key; add a key here to give a new fixture a new kind of window.
 */
export function multiplierExamples(anchor: string) {
  return {
    oneTimeActive: { type: 'multiplier', multipliers: 3, schedule: oneTime(addDays(anchor, -2), addDays(anchor, 28)) },
    oneTimeExpired: { type: 'multiplier', multipliers: 2, schedule: oneTime('2022-03-01', '2022-03-31') },
    oneTimeUpcoming: { type: 'boosted', multipliers: 2500, schedule: oneTime(addDays(anchor, 30), addDays(anchor, 37)) },
    dailyEvening: { type: 'boosted', multipliers: 1000, schedule: daily('18:00', '23:00') },
    dailyAllDay: { type: 'multiplier', multipliers: 2, schedule: daily('00:00', '23:59') },
    dailyOvernight: { type: 'multiplier', multipliers: 2, schedule: daily('22:00', '02:00') },
    weeklyEveryDay: { type: 'multiplier', multipliers: 2, schedule: weekly(ALL_DAYS) },
    weeklyWeekend: { type: 'boosted', multipliers: 500, schedule: weekly(WEEKEND) },
    weeklyWorkdays: { type: 'multiplier', multipliers: 2, schedule: weekly(WORKDAYS) },
    weeklyNever: { type: 'multiplier', multipliers: 5, schedule: weekly([]) },
    weeklyMondayWednesday: { type: 'multiplier', multipliers: 4, schedule: weekly(['monday', 'wednesday']) },
    weeklySunday: { type: 'multiplier', multipliers: 3, schedule: weekly(['sunday']) },
    alwaysMultiplier: { type: 'multiplier', multipliers: 3, schedule: null },
    alwaysBoosted: { type: 'boosted', multipliers: 750, schedule: null },
  } as const satisfies Record<string, JackpotMultiplier>;
}

/** Key of one schedule example. */
export type MultiplierExample = keyof ReturnType<typeof multiplierExamples>;

/** A jackpot amount spread from a few thousand to a few million, in cents precision. */
export function drawJackpot(rng: Rng): number {
  return Math.round(10 ** (3 + rng.next() * 3.4) * 100) / 100;
}

/** A random multiplier of any kind for a generated jackpot game. */
export function drawMultiplier(rng: Rng, anchor: string): JackpotMultiplier {
  const type = rng.chance(0.7) ? 'multiplier' : 'boosted';
  const multipliers = type === 'multiplier' ? rng.pick([2, 2, 3, 5]) : rng.pick([250, 500, 1000, 5000]);
  const kind = rng.int(0, 3);
  if (kind === 0) return { type, multipliers, schedule: null };
  if (kind === 1) {
    const start = rng.int(-20, 10);
    return { type, multipliers, schedule: oneTime(addDays(anchor, start), addDays(anchor, start + rng.int(1, 21))) };
  }
  if (kind === 2) {
    const from = rng.int(0, 20);
    return {
      type,
      multipliers,
      schedule: daily(`${String(from).padStart(2, '0')}:00`, `${String(from + rng.int(1, 3)).padStart(2, '0')}:00`),
    };
  }
  return { type, multipliers, schedule: weekly(ALL_DAYS.filter(() => rng.chance(0.4))) };
}
