import { describe, expect, it } from 'vitest';
import { defaultLobbyOptions } from '../options.ts';
import { countdownLabelsShort, countdownToNextSpin, nextNyMidnight } from './dfs-countdown.ts';

const at = (iso: string) => Date.parse(iso);

describe('nextNyMidnight', () => {
  it.each([
    ['an ordinary winter evening (EST)', '2026-01-15T22:00:00Z', '2026-01-16T05:00:00Z'],
    ['an ordinary summer evening (EDT)', '2026-07-15T22:00:00Z', '2026-07-16T04:00:00Z'],
    ['just after New York midnight', '2026-07-16T04:00:01Z', '2026-07-17T04:00:00Z'],
    ['exactly New York midnight: the next one', '2026-07-16T04:00:00Z', '2026-07-17T04:00:00Z'],
    ['spring switch day, before 02:00 EST', '2026-03-08T06:30:00Z', '2026-03-09T04:00:00Z'],
    ['spring switch day, after 03:00 EDT', '2026-03-08T08:30:00Z', '2026-03-09T04:00:00Z'],
    ['autumn switch day, first 01:30 (EDT)', '2026-11-01T05:30:00Z', '2026-11-02T05:00:00Z'],
    ['autumn switch day, second 01:30 (EST)', '2026-11-01T06:30:00Z', '2026-11-02T05:00:00Z'],
    ['the eve of the spring switch', '2026-03-07T23:00:00Z', '2026-03-08T05:00:00Z'],
    ['new year in New York', '2026-12-31T23:00:00Z', '2027-01-01T05:00:00Z'],
  ])('%s', (_label, now, expected) => {
    expect(nextNyMidnight(at(now))).toBe(at(expected));
  });

  it('an invalid time has none', () => {
    expect(nextNyMidnight(Number.NaN)).toBeNull();
  });
});

describe('countdownToNextSpin', () => {
  it.each([
    ['spring switch day from its midnight: 23 hours', '2026-03-08T05:00:00Z', 23, 0, 0],
    ['autumn switch day from its midnight: 25 hours', '2026-11-01T04:00:00Z', 25, 0, 0],
    ['spring switch day at 01:59:30 EST', '2026-03-08T06:59:30Z', 21, 0, 30],
    ['autumn switch day at the second 01:00 (EST)', '2026-11-01T06:00:00Z', 23, 0, 0],
    ['a part second rounds up', '2026-07-16T03:59:58.400Z', 0, 0, 2],
    ['an ordinary day at noon', '2026-07-15T16:00:00Z', 12, 0, 0],
  ])('%s', (_label, now, hours, minutes, seconds) => {
    expect(countdownToNextSpin(at(now))).toMatchObject({ hours, minutes, seconds });
  });

  it('an invalid time counts nothing', () => {
    expect(countdownToNextSpin(Number.NaN)).toEqual({ totalMs: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('countdownLabelsShort', () => {
  it.each([
    [320, true],
    [599, true],
    [600, false],
    [1280, false],
  ])('%i px -> %s', (width, expected) => {
    expect(countdownLabelsShort(width, defaultLobbyOptions)).toBe(expected);
  });

  it('follows countdownShortLabelsPx', () => {
    expect(countdownLabelsShort(700, { countdownShortLabelsPx: 800 })).toBe(true);
    expect(countdownLabelsShort(500, { countdownShortLabelsPx: 400 })).toBe(false);
  });
});
