import { describe, expect, it } from 'vitest';
import type { PromoSchedule } from '../entities/promotions.ts';
import { nyWallClockToInstant } from '../new-york-time.ts';
import { durationParts, promoCountdownEnd } from './promo-countdown.ts';

const ny = (text: string) => {
  const instant = nyWallClockToInstant(text);
  if (instant === null) throw new Error(text);
  return instant;
};

const schedule = (overrides: Partial<PromoSchedule>): PromoSchedule => ({
  repeat_param: 'daily',
  recurrence: [],
  countdown: true,
  end_at: null,
  end_time: null,
  weekly_end_time: null,
  ...overrides,
});

// Wednesday 2026-11-18 10:00 in New York.
const now = ny('2026-11-18 10:00:00');

describe('promoCountdownEnd', () => {
  it.each<[string, Partial<PromoSchedule> | null, string | null]>([
    ['no schedule', null, null],
    ['countdown off', { countdown: false, repeat_param: 'one_time', end_at: '2026-12-01 00:00:00' }, null],
    ['one_time ahead', { repeat_param: 'one_time', end_at: '2026-12-01 00:00:00' }, '2026-12-01 00:00:00'],
    ['one_time passed', { repeat_param: 'one_time', end_at: '2026-11-18 09:59:59' }, null],
    ['one_time without end', { repeat_param: 'one_time' }, null],
    ['daily, later today', { end_time: '23:59' }, '2026-11-18 23:59:00'],
    ['daily, passed today -> tomorrow', { end_time: '09:00' }, '2026-11-19 09:00:00'],
    ['daily, exactly now -> tomorrow', { end_time: '10:00' }, '2026-11-19 10:00:00'],
    ['daily, unreadable time', { end_time: '25:00' }, null],
    ['daily, series ended', { end_time: '23:00', end_at: '2026-11-01 00:00:00' }, null],
    ['daily, series ends before the window', { end_time: '23:00', end_at: '2026-11-18 12:00:00' }, '2026-11-18 12:00:00'],
    ['weekly, later this week', { repeat_param: 'weekly', recurrence: ['Friday'], weekly_end_time: '20:00' }, '2026-11-20 20:00:00'],
    ['weekly, today still ahead', { repeat_param: 'weekly', recurrence: ['wednesday'], end_time: '18:00' }, '2026-11-18 18:00:00'],
    ['weekly, today passed -> next week', { repeat_param: 'weekly', recurrence: ['wed'], end_time: '08:00' }, '2026-11-25 08:00:00'],
    [
      'weekly, nearest of two days',
      { repeat_param: 'weekly', recurrence: ['monday', 'thursday'], end_time: '12:00' },
      '2026-11-19 12:00:00',
    ],
    ['weekly, unknown day name', { repeat_param: 'weekly', recurrence: ['someday'], end_time: '12:00' }, null],
    ['monthly, later this month', { repeat_param: 'monthly', recurrence: ['25'], end_time: '00:00' }, '2026-11-25 00:00:00'],
    ['monthly, passed -> next month', { repeat_param: 'monthly', recurrence: ['1'], end_time: '12:00' }, '2026-12-01 12:00:00'],
    ['monthly, the 31st skips November', { repeat_param: 'monthly', recurrence: ['31'], end_time: '12:00' }, '2026-12-31 12:00:00'],
    ['monthly, no days', { repeat_param: 'monthly', recurrence: [], end_time: '12:00' }, null],
  ])('%s', (_label, overrides, expected) => {
    expect(promoCountdownEnd(overrides === null ? null : schedule(overrides), now)).toBe(expected === null ? null : ny(expected));
  });

  it('daily across the spring clock change keeps the New York wall time', () => {
    // 2027-03-14 is the switch to daylight time: 20:00 that day is 00:00 UTC the next day.
    const end = promoCountdownEnd(schedule({ end_time: '20:00' }), ny('2027-03-14 12:00:00'));
    expect(end).toBe(Date.UTC(2027, 2, 15, 0, 0, 0));
  });
});

describe('durationParts', () => {
  it.each<[number, ReturnType<typeof durationParts>]>([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [-5000, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [Number.NaN, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [999, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [61_000, { days: 0, hours: 0, minutes: 1, seconds: 1 }],
    [90_061_000, { days: 1, hours: 1, minutes: 1, seconds: 1 }],
  ])('%i ms', (ms, expected) => {
    expect(durationParts(ms)).toEqual(expected);
  });
});
