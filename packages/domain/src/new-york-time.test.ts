import { describe, expect, it } from 'vitest';
import { nyOffsetMs, nyWallClock, nyWallClockToInstant } from './new-york-time.ts';
import { utc } from './testing/fixtures.ts';

describe('nyWallClockToInstant', () => {
  it.each<[string, string, string | null]>([
    ['winter (EST, -5)', '2026-01-15 12:00:00', '2026-01-15T17:00:00'],
    ['summer (EDT, -4)', '2026-07-04 12:00:00', '2026-07-04T16:00:00'],
    ['without seconds', '2026-07-04 12:00', '2026-07-04T16:00:00'],
    ['with a T', '2026-07-04T12:00:00', '2026-07-04T16:00:00'],
    ['last second before the spring switch', '2026-03-08 01:59:59', '2026-03-08T06:59:59'],
    ['skipped hour reads as an hour later', '2026-03-08 02:30:00', '2026-03-08T07:30:00'],
    ['first second after the spring switch', '2026-03-08 03:00:00', '2026-03-08T07:00:00'],
    ['before the autumn switch', '2026-11-01 00:59:59', '2026-11-01T04:59:59'],
    ['repeated hour means its first pass', '2026-11-01 01:30:00', '2026-11-01T05:30:00'],
    ['end of the repeated hour, first pass', '2026-11-01 01:59:59', '2026-11-01T05:59:59'],
    ['after the autumn switch', '2026-11-01 02:00:00', '2026-11-01T07:00:00'],
    ['midnight across the year', '2026-12-31 23:59:59', '2027-01-01T04:59:59'],
    ['not a date', 'soon', null],
    ['February 30th', '2026-02-30 10:00:00', null],
    ['hour 24', '2026-01-01 24:00:00', null],
    ['empty', '', null],
  ])('%s: %s', (_label, text, expected) => {
    expect(nyWallClockToInstant(text)).toBe(expected === null ? null : utc(expected));
  });
});

describe('nyWallClock', () => {
  it.each<[string, string, string, string]>([
    ['before the spring switch', '2026-03-08T06:59:59', '2026-03-08 01:59:59', 'sunday'],
    ['at the spring switch', '2026-03-08T07:00:00', '2026-03-08 03:00:00', 'sunday'],
    ['first pass of 01:30 in November', '2026-11-01T05:30:00', '2026-11-01 01:30:00', 'sunday'],
    ['second pass of 01:30 in November', '2026-11-01T06:30:00', '2026-11-01 01:30:00', 'sunday'],
    ['Saturday evening in NY is Sunday in UTC', '2026-01-11T04:30:00', '2026-01-10 23:30:00', 'saturday'],
    ['midnight', '2026-01-11T05:00:00', '2026-01-11 00:00:00', 'sunday'],
  ])('%s', (_label, instant, wall, weekday) => {
    const clock = nyWallClock(utc(instant));
    const pad = (n: number | undefined) => String(n).padStart(2, '0');
    const text =
      clock && `${clock.year}-${pad(clock.month)}-${pad(clock.day)} ${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
    expect(text).toBe(wall);
    expect(clock?.weekday).toBe(weekday);
  });

  it('answers null for an instant that is not a time', () => {
    expect(nyWallClock(Number.NaN)).toBeNull();
    expect(nyWallClock(Infinity)).toBeNull();
  });

  it('knows the offset on both sides of each switch', () => {
    const hour = 3_600_000;
    expect(nyOffsetMs(utc('2026-03-08T06:59:59'))).toBe(-5 * hour);
    expect(nyOffsetMs(utc('2026-03-08T07:00:00'))).toBe(-4 * hour);
    expect(nyOffsetMs(utc('2026-11-01T05:59:59'))).toBe(-4 * hour);
    expect(nyOffsetMs(utc('2026-11-01T06:00:00'))).toBe(-5 * hour);
  });
});
