import { describe, expect, it } from 'vitest';
import type { JackpotMultiplier, MultiplierSchedule } from './entities/catalog.ts';
import { effectiveJackpot, hasJackpot, multiplierActive, topJackpotGames, totalJackpot } from './jackpots.ts';
import { makeGame, multiplier, schedule, utc } from './testing/fixtures.ts';

const march = schedule({ repeat_param: 'one_time', start_at: '2026-03-01 00:00:00', end_at: '2026-03-31 23:59:59' });
const acrossSpring = schedule({ repeat_param: 'one_time', start_at: '2026-03-08 01:00:00', end_at: '2026-03-08 03:30:00' });
const startsInGap = schedule({ repeat_param: 'one_time', start_at: '2026-03-08 02:30:00', end_at: null });
const endsInRepeat = schedule({ repeat_param: 'one_time', start_at: null, end_at: '2026-11-01 01:30:00' });
const badStart = schedule({ repeat_param: 'one_time', start_at: 'tomorrow', end_at: null });
const overnight = schedule({ repeat_param: 'daily', start_time: '23:00', end_time: '01:00' });
const evening = schedule({ repeat_param: 'daily', start_time: '18:00', end_time: '23:00' });
const allDay = schedule({ repeat_param: 'daily', start_time: '00:00', end_time: '23:59' });
const earlySpring = schedule({ repeat_param: 'daily', start_time: '01:00', end_time: '03:00' });
const skippedHour = schedule({ repeat_param: 'daily', start_time: '02:00', end_time: '02:59' });
const repeatedHour = schedule({ repeat_param: 'daily', start_time: '01:00', end_time: '01:59' });
const badTime = schedule({ repeat_param: 'daily', start_time: '25:00', end_time: '26:00' });
const sundays = schedule({ repeat_param: 'weekly', recurrence: ['sunday'] });
const saturdayNights = schedule({ repeat_param: 'weekly', recurrence: ['saturday'], start_time: '23:00', end_time: '01:00' });
const never = schedule({ repeat_param: 'weekly', recurrence: [] });

describe('multiplierActive', () => {
  it.each<[string, MultiplierSchedule | null, string, boolean]>([
    ['no schedule', null, '2026-05-05T12:00:00', true],
    ['one_time: first second (00:00 EST)', march, '2026-03-01T05:00:00', true],
    ['one_time: a second before', march, '2026-03-01T04:59:59', false],
    ['one_time: last second (23:59:59 EDT)', march, '2026-04-01T03:59:59', true],
    ['one_time: just after the end', march, '2026-04-01T04:00:00', false],
    ['one_time across the spring switch: 03:15 EDT', acrossSpring, '2026-03-08T07:15:00', true],
    ['one_time across the spring switch: after 03:30 EDT', acrossSpring, '2026-03-08T07:31:00', false],
    ['one_time across the spring switch: 01:00 EST', acrossSpring, '2026-03-08T06:00:00', true],
    ['one_time starting in the skipped hour: 03:15 EDT', startsInGap, '2026-03-08T07:15:00', false],
    ['one_time starting in the skipped hour: 03:30 EDT', startsInGap, '2026-03-08T07:30:00', true],
    ['one_time ending in the repeated hour: first 01:15', endsInRepeat, '2026-11-01T05:15:00', true],
    ['one_time ending in the repeated hour: second 01:15', endsInRepeat, '2026-11-01T06:15:00', false],
    ['one_time with an unreadable start', badStart, '2026-05-05T12:00:00', false],
    ['daily 23:00-01:00 at 23:30 NY', overnight, '2026-01-16T04:30:00', true],
    ['daily 23:00-01:00 at 00:30 NY', overnight, '2026-01-16T05:30:00', true],
    ['daily 23:00-01:00 at 01:00:30 NY', overnight, '2026-01-16T06:00:30', true],
    ['daily 23:00-01:00 at 01:01 NY', overnight, '2026-01-16T06:01:00', false],
    ['daily 23:00-01:00 at 22:59 NY', overnight, '2026-01-16T03:59:00', false],
    ['daily 23:00-01:00 at noon NY', overnight, '2026-01-16T17:00:00', false],
    ['daily 18:00-23:00 at 17:59:59 EDT', evening, '2026-07-01T21:59:59', false],
    ['daily 18:00-23:00 at 18:00 EDT', evening, '2026-07-01T22:00:00', true],
    ['daily 18:00-23:00 at 23:00:59 EDT', evening, '2026-07-02T03:00:59', true],
    ['daily 18:00-23:00 at 23:01 EDT', evening, '2026-07-02T03:01:00', false],
    ['daily 00:00-23:59 at 23:59:30', allDay, '2026-07-02T03:59:30', true],
    ['daily 01:00-03:00 at 01:30 EST on the switch day', earlySpring, '2026-03-08T06:30:00', true],
    ['daily 01:00-03:00 at 03:00 EDT on the switch day', earlySpring, '2026-03-08T07:00:00', true],
    ['daily 01:00-03:00 at 03:01 EDT on the switch day', earlySpring, '2026-03-08T07:01:00', false],
    ['daily in the skipped hour: just before', skippedHour, '2026-03-08T06:59:59', false],
    ['daily in the skipped hour: just after', skippedHour, '2026-03-08T07:00:00', false],
    ['daily in the repeated hour: first pass', repeatedHour, '2026-11-01T05:30:00', true],
    ['daily in the repeated hour: second pass', repeatedHour, '2026-11-01T06:30:00', true],
    ['daily with impossible times', badTime, '2026-11-01T06:30:00', false],
    ['weekly Sunday at 23:30 NY Saturday (UTC Sunday)', sundays, '2026-01-11T04:30:00', false],
    ['weekly Sunday at 00:30 NY Sunday', sundays, '2026-01-11T05:30:00', true],
    ['weekly Sunday at 23:30 NY Sunday (UTC Monday)', sundays, '2026-01-12T04:30:00', true],
    ['weekly Sunday at 00:30 NY Monday', sundays, '2026-01-12T05:30:00', false],
    ['weekly Sunday at 01:30 EST on the spring switch day', sundays, '2026-03-08T06:30:00', true],
    ['weekly Sunday at 23:30 EST the Saturday before', sundays, '2026-03-08T04:30:00', false],
    ['weekly Saturday 23:00-01:00 at 23:30 Saturday', saturdayNights, '2026-01-11T04:30:00', true],
    ['weekly Saturday 23:00-01:00 at 00:30 Sunday', saturdayNights, '2026-01-11T05:30:00', true],
    ['weekly Saturday 23:00-01:00 at 00:30 Saturday', saturdayNights, '2026-01-10T05:30:00', false],
    ['weekly Saturday 23:00-01:00 at noon Saturday', saturdayNights, '2026-01-10T17:00:00', false],
    ['weekly without days', never, '2026-01-11T05:30:00', false],
  ])('%s', (_label, sched, instant, expected) => {
    expect(multiplierActive({ schedule: sched }, utc(instant))).toBe(expected);
  });

  it('is inactive at an instant that is not a time', () => {
    expect(multiplierActive({ schedule: evening }, Number.NaN)).toBe(false);
  });
});

const now = utc('2026-07-01T12:00:00');
const inactive = schedule({ repeat_param: 'one_time', start_at: '2020-01-01 00:00:00', end_at: '2020-01-02 00:00:00' });

describe('effectiveJackpot', () => {
  it.each<[string, number | null, JackpotMultiplier | null, ReturnType<typeof effectiveJackpot>]>([
    ['no jackpot', null, null, null],
    ['a zero jackpot', 0, multiplier('multiplier', 2, null), null],
    ['a NaN jackpot', Number.NaN, null, null],
    ['no multiplier', 1000, null, { amount: 1000, base: 1000, boost: null }],
    [
      'an active multiplier',
      1000.5,
      multiplier('multiplier', 3, null),
      { amount: 3001.5, base: 1000.5, boost: { kind: 'multiplier', factor: 3 } },
    ],
    ['an active boost', 1000, multiplier('boosted', 2500, null), { amount: 3500, base: 1000, boost: { kind: 'boosted', bonus: 2500 } }],
    ['an inactive multiplier', 1000, multiplier('multiplier', 3, inactive), { amount: 1000, base: 1000, boost: null }],
    ['a multiplier of 1', 1000, multiplier('multiplier', 1, null), { amount: 1000, base: 1000, boost: null }],
    ['a negative bonus', 1000, multiplier('boosted', -5, null), { amount: 1000, base: 1000, boost: null }],
    ['cents stay cents', 0.1, multiplier('boosted', 0.2, null), { amount: 0.3, base: 0.1, boost: { kind: 'boosted', bonus: 0.2 } }],
  ])('%s', (_label, jackpot, jackpotMultiplier, expected) => {
    expect(effectiveJackpot(makeGame({ jackpot, jackpot_multiplier: jackpotMultiplier }), now)).toEqual(expected);
  });
});

describe('jackpot lists', () => {
  const games = [
    makeGame({ id: 1, jackpot: 100 }),
    makeGame({ id: 2, jackpot: null }),
    makeGame({ id: 3, jackpot: 50, jackpot_multiplier: multiplier('multiplier', 3, null) }),
    makeGame({ id: 4, jackpot: 150 }),
    makeGame({ id: 5, jackpot: 100 }),
  ];

  it('ranks by effective jackpot, ties in catalog order', () => {
    expect(topJackpotGames(games, 10, now).map((g) => g.id)).toEqual([3, 4, 1, 5]);
    expect(topJackpotGames(games, 2, now).map((g) => g.id)).toEqual([3, 4]);
  });

  it('adds the effective amounts', () => {
    expect(totalJackpot(games, now)).toBe(500);
    expect(totalJackpot([], now)).toBe(0);
  });

  it('knows which games have a jackpot', () => {
    expect(games.map(hasJackpot)).toEqual([true, false, true, true, true]);
  });
});
